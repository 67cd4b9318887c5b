import CompareKit
import Testing

/// Replays a scenario file through both engines of its pair at `level` and records each
/// problem as an issue at the scenario's own line: the first divergence (with every differing
/// path, both values and each engine's causes in the comment), each `expect` that does not
/// hold, each parse error. Xcode and `swift test` then point at the line that diverged.
///
/// ```swift
/// @Test func quickToggles() {
///   checkScenario(ScenarioFile("scenarios/quick-toggles.txt"), pairs: [.todos])
/// }
/// ```
///
/// ```text
/// ✘ Test quickToggles() recorded an issue at quick-toggles.txt:13:1: first divergence at
///   step 7 (line 13): advance 600ms
/// ```
///
/// Returns the result, for further checks, or `nil` when the scenario could not be read,
/// parsed or replayed (recorded as issues too).
@MainActor
@discardableResult
public func checkScenario(
  _ file: ScenarioFile, pairs: [FeaturePair], level: ComparisonLevel = .steps,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> ReplayResult? {
  let caller = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let scenario: Scenario
  do throws(ScenarioError) {
    scenario = try Scenario(contentsOfFile: file.path, pairs: pairs)
  } catch {
    IssueRecorder(caller: caller).record(error)
    return nil
  }
  guard let pair = pairs.first(where: { $0.name == scenario.feature }) else { return nil }
  return check(scenario, pair: pair, level: level, caller: caller)
}

/// Replays a scenario (read with `Scenario(contentsOfFile:pairs:)` or `Scenario(parsing:)`,
/// or built in Swift) through both engines of `pair` and records each problem as an issue at
/// the scenario's line; for a scenario built in Swift, that is the line of its step.
///
/// ```swift
/// @Test func addThenWait() throws {
///   let scenario = try Scenario(feature: .todos) {
///     Send("add", "Milk")
///     Advance(.seconds(1))
///     Expect("activeCount", 1)
///   }
///   checkScenario(scenario, pair: .todos)
/// }
/// ```
@MainActor
@discardableResult
public func checkScenario(
  _ scenario: Scenario, pair: FeaturePair, level: ComparisonLevel = .steps,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> ReplayResult? {
  let caller = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(scenario, pair: pair, level: level, caller: caller)
}

/// Checks a scenario file against its golden trace as `compare-cli check` does, recording an
/// issue at the scenario line where the trace starts to differ (the unified diff in its
/// comment), one for a missing trace, and one for each `expect` that does not hold. Never
/// writes: re-record with the package's compare executable, `program`, which messages name.
///
/// ```swift
/// @Test(arguments: ScenarioFile.all(in: "scenarios"))
/// func goldenTrace(_ file: ScenarioFile) {
///   checkGoldenTrace(file, pairs: [.todos])
/// }
/// ```
@MainActor
@discardableResult
public func checkGoldenTrace(
  _ file: ScenarioFile, pairs: [FeaturePair], program: String = "compare-cli",
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> GoldenTraceCheck {
  let caller = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let check = GoldenTraceCheck(scenarioAt: file.path, pairs: pairs, program: program)
  let recorder = IssueRecorder(caller: caller)
  for (index, diagnostic) in check.diagnostics.enumerated() {
    recorder.record(diagnostic, details: index == 0 && !check.diff.isEmpty ? check.diff : nil)
  }
  return check
}

@MainActor
private func check(
  _ scenario: Scenario, pair: FeaturePair, level: ComparisonLevel, caller: SourceLocation
) -> ReplayResult? {
  let recorder = IssueRecorder(caller: caller)
  let result: ReplayResult
  do throws(ScenarioError) {
    result = try Replay(scenario, pair: pair, level: level).run()
  } catch {
    recorder.record(error)
    return nil
  }
  if let divergence = result.divergence {
    recorder.record(divergence.diagnostic, details: divergence.report)
  }
  for expect in result.failedExpects { recorder.record(expect.diagnostic) }
  return result
}
