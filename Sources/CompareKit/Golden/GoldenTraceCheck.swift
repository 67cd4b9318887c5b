/// A scenario checked against its golden trace (`x.txt` against `x.trace` beside it), as
/// `compare-cli check` checks it, with each problem located at a scenario line.
///
/// ```swift
/// let check = GoldenTraceCheck(scenarioAt: "scenarios/quick-toggles.txt", pairs: [.todos])
/// check.passed        // false when the engines' behaviour changed since it was recorded
/// check.diagnostics   // quick-toggles.txt:13:1: error: golden trace differs from step 7 on; …
/// check.diff          // the unified diff from the recorded trace to the replayed one
/// ```
public struct GoldenTraceCheck: Sendable {
  /// The scenario's path, as given.
  public let scenarioFile: String
  /// The golden trace's path: the scenario's with `.trace` for `.txt`.
  public let traceFile: String
  /// Whether the golden trace matches the replay and every expect holds.
  public let passed: Bool
  /// Each problem at its scenario line: where the trace starts to differ, a missing or
  /// unreadable trace, a scenario error, each failed expect. Empty when it passed.
  public let diagnostics: [ScenarioDiagnostic]
  /// The unified diff from the recorded trace to the replayed one, each line ending in a line
  /// feed; empty unless the trace differs.
  public let diff: String
  /// The words `compare-cli check` prints after `PASS`/`FAIL` and the file name.
  public let summary: String

  /// Replays the scenario at `path` through its pair among `pairs` and compares both
  /// engines' steps and emissions with the golden trace beside it. Never writes a file.
  /// Messages name `program` (your package's compare executable) as what re-records it.
  @MainActor
  public init(scenarioAt path: String, pairs: [FeaturePair], program: String = "compare-cli") {
    let verdict = GoldenCheck.scenario(
      path, catalog: FeatureCatalog(pairs: pairs), program: program)
    scenarioFile = path
    traceFile = ScenarioDiscovery.goldenPath(path)
    passed = verdict.kind == .passed
    diagnostics = verdict.diagnostics
    diff = verdict.diff.map { $0 + "\n" }.joined()
    summary = verdict.summary
  }
}
