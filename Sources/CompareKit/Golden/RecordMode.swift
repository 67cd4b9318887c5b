/// What `check` writes when a scenario's golden trace is missing or differs, as
/// swift-snapshot-testing's `SnapshotTestingConfiguration.Record` does for snapshots.
///
/// Set with `--record MODE` or `COMPARE_CLI_RECORD=MODE` (the option wins); where the `CI`
/// environment variable is set, the mode is always ``never``: CI checks, it never writes.
/// Whatever is written, the scenario still fails this `check`, so a change never passes
/// unseen.
///
/// ```text
/// $ compare-cli check scenarios                      # missing: x.trace.new for review
/// $ COMPARE_CLI_RECORD=failed compare-cli check scenarios
/// $ CI=true compare-cli check --record all scenarios # never: nothing is written
/// ```
package enum RecordMode: String, CaseIterable, Sendable {
  /// Nothing is written.
  case never
  /// A missing golden trace is recorded (`x.trace`); one that differs gets the replay beside
  /// it as `x.trace.new`, for `compare-cli review`. The default off CI.
  case missing
  /// A missing or differing golden trace is recorded over (`x.trace`), with no review.
  case failed
  /// Every golden trace is recorded, as `compare-cli record` does.
  case all

  /// The environment variable that sets the mode.
  package static let variable = "COMPARE_CLI_RECORD"

  /// The mode for `option` (`--record`, already checked against the cases) and `environment`,
  /// and a note to print when CI overrides a mode that was asked for.
  package static func resolve(
    option: String?, environment: [String: String]
  ) -> Result<(mode: RecordMode, note: String?), UsageError> {
    let asked: RecordMode?
    if let option {
      asked = RecordMode(rawValue: option)
    } else if let value = environment[variable], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value) else {
        let expected = allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return .failure(
          UsageError("invalid \(variable) '\(value)'; expected one of \(expected)"))
      }
      asked = mode
    } else {
      asked = nil
    }
    if let ci = environment["CI"], !ci.isEmpty {
      let note = asked.flatMap { mode in
        mode == .never
          ? nil
          : "note: CI is set (CI=\(ci)), so check records nothing; '\(mode.rawValue)' is ignored"
      }
      return .success((.never, note))
    }
    return .success((asked ?? .missing, nil))
  }

  /// The pending change beside a golden trace: `x.trace` → `x.trace.new`.
  package static func pendingPath(_ tracePath: String) -> String {
    tracePath + ".new"
  }
}

extension OptionSpec {
  /// `--record never|missing|failed|all`.
  package static let record = OptionSpec(
    "--record", value: "never|missing|failed|all",
    allowed: RecordMode.allCases.map(\.rawValue),
    help: "what to write for a missing or changed golden trace (default: missing, or "
      + "\(RecordMode.variable); never where CI is set)")
}
