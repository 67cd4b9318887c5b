/// How a golden trace differs from the trace a scenario produces now.
///
/// The diff reads like `diff -u` between the recorded file and the replayed one; the first
/// changed step is the earliest step any changed line belongs to, so a failure can point at
/// the scenario line where behaviour started to differ.
///
/// ```swift
/// let comparison = GoldenComparison(recorded: golden, replayed: recording, tracePath: "x.trace")
/// comparison.firstChangedStep  // 3
/// ```
package struct GoldenComparison {
  /// The unified diff from the recorded golden trace to the replayed one; empty when equal.
  package var diff: UnifiedDiff
  /// The earliest step a changed line belongs to (0: the initial state), if any.
  package var firstChangedStep: Int?

  /// Compares a golden trace read from `tracePath` with a fresh replay.
  package init(recorded: GoldenTrace, replayed: GoldenRecording, tracePath: String) {
    let new = replayed.trace.lines
    diff = UnifiedDiff(
      old: recorded.lines, new: new, oldLabel: tracePath, newLabel: tracePath + " (replayed)")
    let steps = replayed.lineSteps
    var earliest: Int?
    for hunk in diff.hunks {
      var index = hunk.newStart
      for line in hunk.lines {
        var step: Int?
        switch line {
        case .context:
          index += 1
          continue
        case .inserted:
          step = steps[index]
          index += 1
        case .deleted:
          // NB: a line only in the recorded trace belongs where it would have been replayed:
          // with the next replayed line, or the previous one at the end of a section.
          step = (index < steps.count ? steps[index] : nil) ?? (index > 0 ? steps[index - 1] : nil)
        }
        if let step { earliest = min(earliest ?? step, step) }
      }
    }
    firstChangedStep = earliest
  }
}
