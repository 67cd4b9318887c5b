/// How long an effect or inner subscription lived: a bar on its engine's lane.
///
/// TCA reports each `.run` effect (labelled by the action that returned it, with its cancel
/// id); ReactorKit reports each action's `mutate` stream and the work it scheduled.
package struct TimelineLifetime: Equatable, Sendable {
  /// How a lifetime ended.
  package enum Outcome: String, Equatable, Sendable {
    /// It ran to completion.
    case finished
    /// It was cancelled or disposed before completing.
    case cancelled
    /// It had started and was still running when the scenario ended.
    case running
  }

  /// The lane id of the engine it belongs to.
  package var lane: String
  /// What it is (`.run from .incrementButtonTapped`, `mutate(.increase)`, `delay 500ms`).
  package var label: String
  /// The cancel id, if it has one.
  package var cancelID: String?
  /// When it started, in milliseconds.
  package var start: Int
  /// When it ended; `nil` while still running.
  package var end: Int?
  /// How it ended.
  package var outcome: Outcome
  /// When it delivered something through work it scheduled (ReactorKit's delayed mutations).
  package var deliveries: [Int]

  package init(
    lane: String, label: String, cancelID: String? = nil, start: Int, end: Int?,
    outcome: Outcome, deliveries: [Int] = []
  ) {
    self.deliveries = deliveries
    self.lane = lane
    self.label = label
    self.cancelID = cancelID
    self.start = start
    self.end = end
    self.outcome = outcome
  }
}
