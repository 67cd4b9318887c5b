/// The words of a scenario's one-line summary, after `PASS`/`FAIL` and the file name.
///
/// ```text
/// 7 steps, the engines agree on every step, 3 expects hold
/// 7 steps, the engines diverge at emission 4 (step 5, line 6), 1 of 3 expects failed
/// ```
struct SummaryText {
  let text: String

  init(_ summary: ReplaySummary) {
    var parts = [summary.steps == 1 ? "1 step" : "\(summary.steps) steps"]
    if let divergence = summary.divergence {
      let line = divergence.line.map { "line \($0)" } ?? "the initial state"
      switch summary.level {
      case .steps:
        parts.append("the engines diverge at step \(divergence.step) (\(line))")
      case .timeline, .emissions:
        let level = summary.level.rawValue
        parts.append("the engines diverge at step \(divergence.step) (\(line)) on the \(level)")
      }
    } else {
      switch summary.level {
      case .steps: parts.append("the engines agree on every step")
      case .timeline: parts.append("the engines agree on the timeline (\(summary.entries) entries)")
      case .emissions: parts.append("the engines agree on every emission (\(summary.entries))")
      }
    }
    if summary.failedExpects > 0 {
      parts.append("\(summary.failedExpects) of \(summary.expects) expects failed")
    } else if summary.expects > 0 {
      parts.append(summary.expects == 1 ? "1 expect holds" : "\(summary.expects) expects hold")
    }
    text = parts.joined(separator: ", ")
  }
}
