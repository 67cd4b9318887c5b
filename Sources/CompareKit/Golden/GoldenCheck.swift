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
/// let verdict = GoldenCheck.scenario("scenarios/x.txt", catalog: .standard)
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

  /// Checks the scenario at `path` against the golden trace beside it.
  package static func scenario(_ path: String, catalog: FeatureCatalog) -> GoldenCheck {
    let tracePath = ScenarioDiscovery.goldenPath(path)
    // NB: paths are opened as given and shown escaped, in the output and in the reports.
    let (shown, shownTrace) = (Printable.name(path), Printable.name(tracePath))
    let scenario: Scenario
    do throws(ScenarioError) {
      let source = try ScenarioSource.read(path)
      scenario = try ScenarioParser(catalog: catalog.vocabularies).parse(source)
    } catch {
      let lines = error.diagnostics.map(\.description)
      let first = error.diagnostics.first
      return GoldenCheck(
        kind: .error, name: shown, file: shown, line: first?.line,
        problem: .init(
          title: "scenario error", message: lines.first ?? "the scenario cannot be read",
          details: lines.dropFirst().joined(separator: "\n")),
        details: lines, summary: "the scenario has errors")
    }
    let recording = GoldenRecording(
      scenario: scenario, pair: catalog.pair(named: scenario.feature)!)

    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try FileContents.load(tracePath)
    } catch  where error.code == ENOENT {
      let message =
        "\(shown):1:1: error: no golden trace \(shownTrace); "
        + "record it with `compare-cli record \(shown)`"
      return GoldenCheck(
        kind: .missing, name: shown, file: shown, line: 1,
        problem: .init(title: "golden trace missing", message: message),
        details: [message] + recording.failedExpects.map(\.message), summary: "no golden trace")
    } catch {
      let message = "\(shownTrace): error: \(error)"
      return GoldenCheck(
        kind: .error, name: shown, file: shownTrace, line: nil,
        problem: .init(title: "golden trace unreadable", message: message),
        details: [message], summary: "the golden trace cannot be read")
    }

    let golden: GoldenTrace
    do throws(GoldenTraceError) {
      golden = try GoldenTrace(parsing: bytes)
    } catch {
      let message = error.rendered(tracePath: tracePath, scenarioPath: path)
      return GoldenCheck(
        kind: .failed, name: shown, file: shownTrace, line: error.line,
        problem: .init(title: "golden trace unreadable", message: message),
        details: [message] + recording.failedExpects.map(\.message),
        summary: "the golden trace cannot be read")
    }

    let comparison = GoldenComparison(recorded: golden, replayed: recording, tracePath: tracePath)
    if comparison.diff.isEmpty, recording.failedExpects.isEmpty {
      return GoldenCheck(
        kind: .passed, testCase: TestCase(name: shown, file: shown, outcome: .passed),
        details: [],
        summary:
          "matches its golden trace (\(recording.steps) step\(recording.steps == 1 ? "" : "s"))")
    }

    var reasons: [String] = []
    var problems: [(line: Int, message: String, details: [String])] = []
    if !comparison.diff.isEmpty {
      let step = comparison.firstChangedStep ?? 0
      let location = recording.stepLocations[min(step, recording.steps)]
      let from = step == 0 ? "the initial state" : "step \(step)"
      reasons.append("golden trace differs from \(from) on")
      let message =
        "\(shown):\(location.line):\(location.column): error: golden trace differs from \(from) "
        + "on; if the change is intended, re-record with `compare-cli record \(shown)`"
      problems.append((location.line, message, comparison.diff.lines))
    }
    if !recording.failedExpects.isEmpty {
      let count = recording.failedExpects.count
      reasons.append(count == 1 ? "1 expect does not hold" : "\(count) expects do not hold")
      problems += recording.failedExpects.map { ($0.line, $0.message, []) }
    }
    let details = problems.flatMap { [$0.message] + $0.details }
    return GoldenCheck(
      kind: .failed, name: shown, file: shown, line: problems[0].line,
      problem: .init(
        title: comparison.diff.isEmpty ? "expect does not hold" : "golden trace differs",
        message: problems[0].message,
        details: details.dropFirst().joined(separator: "\n")),
      details: details, summary: reasons.joined(separator: ", "))
  }

  /// The verdict on a golden trace whose scenario is gone.
  package static func orphan(_ tracePath: String) -> GoldenCheck {
    let scenario = Printable.name(ScenarioDiscovery.scenarioPath(tracePath))
    let shownTrace = Printable.name(tracePath)
    let message =
      "\(shownTrace):1:1: error: golden trace has no scenario \(scenario); "
      + "delete it, or restore the scenario"
    return GoldenCheck(
      kind: .orphaned, name: shownTrace, file: shownTrace, line: 1,
      problem: .init(title: "orphaned golden trace", message: message),
      details: [message], summary: "orphaned golden trace")
  }

  private init(
    kind: Kind, name: String, file: String, line: Int?, problem: TestCase.Problem,
    details: [String], summary: String
  ) {
    // NB: a report carries the file and line apart, so its message drops the
    // `FILE:LINE:COLUMN: error: ` prefix the human output starts with.
    var problem = problem
    if let prefix = problem.message.firstRange(of: ": error: ") {
      problem.message = String(problem.message[prefix.upperBound...])
    }
    let outcome: TestCase.Outcome = kind == .error ? .error(problem) : .failed(problem)
    self.init(
      kind: kind, testCase: TestCase(name: name, file: file, line: line, outcome: outcome),
      details: details, summary: summary)
  }

  private init(kind: Kind, testCase: TestCase, details: [String], summary: String) {
    self.kind = kind
    self.testCase = testCase
    self.details = details
    self.summary = summary
  }
}
