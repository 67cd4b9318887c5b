/// One engine's row on the timeline: every state an observer of the engine received.
package struct TimelineLane: Equatable, Sendable {
  /// A short identifier used in the page's markup (`tca`, `reactorkit`).
  package var id: String
  /// The name shown beside the lane (`TCA`, `ReactorKit`).
  package var name: String
  /// The emissions in the order the engine produced them; times never decrease.
  package var emissions: [TimelineEmission]

  package init(id: String, name: String, emissions: [TimelineEmission]) {
    self.id = id
    self.name = name
    self.emissions = emissions
  }
}

/// One state an engine emitted, with when and why.
///
/// The order among emissions at one instant is their order in the lane; which fields changed is
/// worked out against the lane's previous emission, so neither can disagree with the states.
package struct TimelineEmission: Equatable, Sendable {
  /// The virtual time in milliseconds.
  package var milliseconds: Int
  /// The step during which the state was emitted (0 for the initial state).
  package var step: Int
  /// The field values, in the document's field order, rendered as text (`1`, `"Milk"`, `none`).
  package var values: [String]
  /// The engine's own action or mutation that produced the state; `nil` for the initial state.
  package var cause: String?

  package init(milliseconds: Int, step: Int, values: [String], cause: String? = nil) {
    self.milliseconds = milliseconds
    self.step = step
    self.values = values
    self.cause = cause
  }
}
