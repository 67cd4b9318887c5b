#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The verdict of `check` on one scenario or orphaned golden trace: what to print and how to
/// report it.
///
/// Checking never writes. A scenario passes when its golden trace reads, equals the trace it
/// produces now, and every `expect` holds. Each failure says how to fix it.
///
/// ```swift
/// let catalog = FeatureCatalog(pairs: FeaturePair.builtIn)
/// let verdict = GoldenCheck.scenario("scenarios/x.txt", catalog: catalog)
/// verdict.testCase.outcome  // .passed
/// ```
package struct GoldenCheck {
  /// What kind of result this is, for the summary line.
  package enum Kind: Sendable, Equatable {
    /// The replay matches its golden trace and every expect holds.
    case passed
    /// The golden trace differs, cannot be read, or an expect does not hold.
    case failed
    /// There is no golden trace.
    case missing
    /// A golden trace has no scenario.
    case orphaned
    /// The scenario cannot be read or parsed, or the golden trace cannot be read from disk.
    case error
  }

  /// The kind of result.
  package var kind: Kind
  /// The case for the CI reports.
  package var testCase: TestCase
  /// The lines to print for a human: error lines and the diff; empty for a pass.
  package var details: [String]
  /// The words after `PASS`/`FAIL`/`ERROR` and the file name on the status line.
  package var summary: String
  /// The golden trace beside the scenario.
  package var tracePath: String?
  /// What the scenario produces now, when it could be replayed and its golden trace was found
  /// missing, matching or different (not when that trace cannot be read): what a record mode
  /// may write.
  package var recording: GoldenRecording?
  /// Each problem, located: the first is where the golden trace starts to differ (or why it
  /// cannot be checked), then each failed expect.
  package var diagnostics: [ScenarioDiagnostic] = []
  /// The unified diff's lines, when the golden trace differs.
  package var diff: [String] = []

  /// Checks the scenario at `path` against the golden trace beside it; messages name
  /// `program` as the command that re-records it.
  @MainActor
  package static func scenario(
    _ path: String, catalog: FeatureCatalog, program: String = "compare-cli"
  ) -> GoldenCheck {
    let tracePath = ScenarioDiscovery.goldenPath(path)
    // NB: paths are opened as given and shown escaped, in the output and in the reports.
    let shown = Printable.name(path)
    let scenario: Scenario
    let pair: FeaturePair
    do throws(ScenarioError) {
      (scenario, pair) = try Scenario.load(try ScenarioSource.read(path), catalog: catalog)
        .both
    } catch {
      let first = error.diagnostics[0]
      return GoldenCheck(
        kind: .error, name: shown, title: "scenario error", diagnostics: error.diagnostics,
        summary: "the scenario has errors", fallbackLine: first.line)
    }
    let recording: GoldenRecording
    do throws(ScenarioDiagnostic) {
      recording = try GoldenRecording(scenario: scenario, pair: pair)
    } catch {
      return GoldenCheck(
        kind: .error, name: shown, title: "scenario cannot be replayed", diagnostics: [error],
        summary: "the replay stopped: too many pending effects", fallbackLine: error.line)
    }

    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try FileContents.load(tracePath)
    } catch  where error.code == ENOENT {
      let missing = ScenarioDiagnostic(
        file: path, line: 1, column: 1,
        message: "no golden trace \(tracePath); record it with `\(program) record \(path)`")
      return GoldenCheck(
        kind: .missing, name: shown, title: "golden trace missing",
        diagnostics: [missing] + recording.failedExpects, summary: "no golden trace",
        tracePath: tracePath, recording: recording)
    } catch {
      let unreadable = ScenarioDiagnostic(file: tracePath, message: "\(error)")
      return GoldenCheck(
        kind: .error, name: shown, title: "golden trace unreadable", diagnostics: [unreadable],
        summary: "the golden trace cannot be read")
    }

    let golden: GoldenTrace
    do throws(GoldenTraceError) {
      golden = try GoldenTrace(parsing: bytes)
    } catch {
      let unreadable = error.diagnostic(tracePath: tracePath, scenarioPath: path, program: program)
      return GoldenCheck(
        kind: .failed, name: shown, title: "golden trace unreadable",
        diagnostics: [unreadable] + recording.failedExpects,
        summary: "the golden trace cannot be read", tracePath: tracePath, recording: recording)
    }

    let comparison = GoldenComparison(recorded: golden, replayed: recording, tracePath: tracePath)
    if comparison.diff.isEmpty, recording.failedExpects.isEmpty {
      return GoldenCheck(
        kind: .passed, testCase: TestCase(name: shown, file: shown, outcome: .passed),
        details: [],
        summary:
          "matches its golden trace (\(recording.steps) step\(recording.steps == 1 ? "" : "s"))",
        tracePath: tracePath, recording: recording)
    }

    var reasons: [String] = []
    var diagnostics: [ScenarioDiagnostic] = []
    var diff: [String] = []
    if !comparison.diff.isEmpty {
      let step = comparison.firstChangedStep ?? 0
      let location = recording.stepLocations[min(step, recording.steps)]
      let from = step == 0 ? "the initial state" : "step \(step)"
      reasons.append("golden trace differs from \(from) on")
      diagnostics.append(
        ScenarioDiagnostic(
          file: path, line: location.line, column: location.column,
          message: "golden trace differs from \(from) on; if the change is intended, "
            + "re-record with `\(program) record \(path)`"))
      diff = comparison.diff.lines
    }
    if !recording.failedExpects.isEmpty {
      let count = recording.failedExpects.count
      reasons.append(count == 1 ? "1 expect does not hold" : "\(count) expects do not hold")
      diagnostics += recording.failedExpects
    }
    return GoldenCheck(
      kind: .failed, name: shown,
      title: comparison.diff.isEmpty ? "expect does not hold" : "golden trace differs",
      diagnostics: diagnostics, diff: diff, summary: reasons.joined(separator: ", "),
      tracePath: tracePath, recording: recording)
  }

  /// The verdict on a golden trace whose scenario is gone.
  package static func orphan(_ tracePath: String) -> GoldenCheck {
    let scenario = ScenarioDiscovery.scenarioPath(tracePath)
    let orphan = ScenarioDiagnostic(
      file: tracePath, line: 1, column: 1,
      message: "golden trace has no scenario \(scenario); delete it, or restore the scenario")
    return GoldenCheck(
      kind: .orphaned, name: Printable.name(tracePath), title: "orphaned golden trace",
      diagnostics: [orphan],
      summary: "orphaned golden trace")
  }

  /// A verdict that is not a pass: the human output prints every diagnostic (the diff after
  /// the first), and the CI report points at the first, with the rest as details.
  private init(
    kind: Kind, name: String, title: String, diagnostics: [ScenarioDiagnostic],
    diff: [String] = [], summary: String, fallbackLine: Int? = nil, tracePath: String? = nil,
    recording: GoldenRecording? = nil
  ) {
    let first = diagnostics[0]
    var details = [first.description] + diff
    details += diagnostics.dropFirst().map(\.description)
    let problem = TestCase.Problem(
      title: title, message: Printable.text(first.message),
      details: Array(details.dropFirst()).joined(separator: "\n"))
    let outcome: TestCase.Outcome = kind == .error ? .error(problem) : .failed(problem)
    self.init(
      kind: kind,
      testCase: TestCase(
        name: name, file: Printable.name(first.file), line: first.line ?? fallbackLine,
        outcome: outcome),
      details: details, summary: summary, tracePath: tracePath, recording: recording)
    self.diagnostics = diagnostics
    self.diff = diff
  }

  private init(
    kind: Kind, testCase: TestCase, details: [String], summary: String, tracePath: String?,
    recording: GoldenRecording?
  ) {
    self.kind = kind
    self.testCase = testCase
    self.details = details
    self.summary = summary
    self.tracePath = tracePath
    self.recording = recording
  }
}
