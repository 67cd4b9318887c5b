/// Receives a replay's results as they happen, so that outputs stream instead of keeping the
/// whole trace.
///
/// Every requirement has an empty default; an output implements what it prints. The replay is
/// generic over its observer, so an unused callback costs nothing.
///
/// ```swift
/// struct CountSteps: ReplayObserver {
///   var count = 0
///   mutating func step(_ step: StepRecord) { count += 1 }
/// }
/// ```
package protocol ReplayObserver {
  /// Called after each step, with each engine's time and state.
  mutating func step(_ step: StepRecord)
  /// Called for each aligned timeline or emission entry (not for `steps`).
  mutating func entry(_ row: EntryRow)
  /// Called after each `expect` step.
  mutating func expect(_ outcome: ExpectOutcome)
  /// Called once, at the first divergence.
  mutating func divergence(_ divergence: Divergence)
  /// Called once, at the end.
  mutating func finish(_ summary: ReplaySummary)
}

extension ReplayObserver {
  package mutating func step(_ step: StepRecord) {}
  package mutating func entry(_ row: EntryRow) {}
  package mutating func expect(_ outcome: ExpectOutcome) {}
  package mutating func divergence(_ divergence: Divergence) {}
  package mutating func finish(_ summary: ReplaySummary) {}
}
