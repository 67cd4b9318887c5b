extension FuzzReport {
  /// Each finding (its scenario file, a blank line, its `run` table), then the summary and
  /// the reproducing seed.
  @MainActor
  func writeText() {
    let out = context.stdout
    for (index, file) in files.enumerated() {
      out.write(file.text)
      out.newline()
      let scenario = file.scenario(file: displayName(index))
      var table = RunTable(
        scenario: scenario, pair: pair, level: level, out: out, style: style,
        width: context.terminalColumns)
      do throws(ScenarioDiagnostic) {
        try Replay(scenario: scenario, pair: pair, level: level).run(&table)
      } catch {
        out.write("\(error)\n")
      }
      if let path = savedPaths[index] { out.write("saved \(path)\n") }
      out.newline()
    }
    out.write(summaryLine)
    out.newline()
    if let merged {
      out.write("merged \(merged.files.count) saved findings from \(merged.folders.joined(separator: " "))\n")
    } else {
      out.write("seed \(options.seed) reproduces this run: \(reproduction)\n")
    }
  }

  private var summaryLine: String {
    let runs =
      merged == nil
      ? Self.runs(outcome.runs)
      : outcome.runs == 1 ? "1 saved finding" : "\(outcome.runs) saved findings"
    let stopped = outcome.stoppedEarly ? " (stopped by --time-limit)" : ""
    guard !outcome.findings.isEmpty else {
      return "\(style.green)PASS\(style.reset) \(pair.name): \(runs)\(stopped), "
        + "the engines agree at \(level.rawValue) on every scenario"
    }
    let count = outcome.findings.count
    let kinds = count == 1 ? "1 kind of divergence" : "\(count) kinds of divergence"
    return "\(style.red)FAIL\(style.reset) \(pair.name): \(kinds) at \(level.rawValue) in "
      + "\(runs)\(stopped) (\(merged == nil ? Self.runs(divergedRuns) + " diverged, " : "")"
      + "\(Self.rawFindings(outcome.rawFindings)))"
  }
}
