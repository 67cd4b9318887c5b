/// What one scenario's timeline page shows: both engines' emissions on one virtual-time axis,
/// the lifetimes of their effects, the first divergence and the step table.
///
/// The page renderer reads nothing else, so any source of events can feed it: `run --format
/// html` builds one from a replay's event stream, tests build one by hand.
///
/// ```swift
/// let document = TimelineDocument(
///   title: "tap.txt", feature: "counter", comparison: "steps", fields: ["count"],
///   lanes: [TimelineLane(id: "tca", name: "TCA", emissions: [
///     TimelineEmission(milliseconds: 0, step: 0, values: ["0"]),
///     TimelineEmission(milliseconds: 0, step: 1, values: ["1"], cause: ".increment"),
///   ])])
/// let html = TimelinePage(documents: [document]).render()
/// ```
package struct TimelineDocument: Equatable, Sendable {
  /// The scenario's name, usually its path.
  package var title: String
  /// The feature the scenario drives.
  package var feature: String
  /// The comparison level, as `--compare` spells it.
  package var comparison: String
  /// The one-line verdict (`PASS …` or `FAIL …`), when the replay finished.
  package var verdict: String?
  /// Whether the scenario passed; failing pages sort first in a report.
  package var passed: Bool
  /// The state's field names, in declaration order; every state lists its values in this order.
  package var fields: [String]
  /// One lane per engine, in column order.
  package var lanes: [TimelineLane]
  /// The lifetimes of effects and inner subscriptions, in any order.
  package var lifetimes: [TimelineLifetime]
  /// The first divergence, if the engines diverged.
  package var divergence: TimelineDivergence?
  /// The steps, in order.
  package var steps: [TimelineStep]

  package init(
    title: String, feature: String, comparison: String, verdict: String? = nil,
    passed: Bool = true, fields: [String], lanes: [TimelineLane],
    lifetimes: [TimelineLifetime] = [], divergence: TimelineDivergence? = nil,
    steps: [TimelineStep] = []
  ) {
    self.title = title
    self.feature = feature
    self.comparison = comparison
    self.verdict = verdict
    self.passed = passed
    self.fields = fields
    self.lanes = lanes
    self.lifetimes = lifetimes
    self.divergence = divergence
    self.steps = steps
  }
}

/// The first point where the engines disagree.
package struct TimelineDivergence: Equatable, Sendable {
  /// The step during which they diverged.
  package var step: Int
  /// The virtual time of the divergence.
  package var milliseconds: Int
  /// What differs, in one line (`isLoading, alert differ`).
  package var summary: String
  /// Per lane id, the index of that lane's first emission that disagrees, if it has one.
  package var emissions: [String: Int]

  package init(step: Int, milliseconds: Int, summary: String, emissions: [String: Int] = [:]) {
    self.step = step
    self.milliseconds = milliseconds
    self.summary = summary
    self.emissions = emissions
  }
}

/// One row of the step table: a `send`, an `advance` or an `expect`, and where each engine was.
package struct TimelineStep: Equatable, Sendable {
  /// The 1-based step number.
  package var index: Int
  /// The scenario line, when the step comes from a file.
  package var line: Int?
  /// The directive as the text table prints it.
  package var directive: String
  /// Per lane (in lane order), the engine's time and state after the step; `nil` when the
  /// engine does not run.
  package var sides: [TimelineStepSide?]
  /// Whether the engines agree on this step at the comparison level.
  package var agrees: Bool
  /// For an `expect`, whether it held.
  package var expectHolds: Bool?

  package init(
    index: Int, line: Int? = nil, directive: String, sides: [TimelineStepSide?],
    agrees: Bool = true, expectHolds: Bool? = nil
  ) {
    self.index = index
    self.line = line
    self.directive = directive
    self.sides = sides
    self.agrees = agrees
    self.expectHolds = expectHolds
  }
}

/// One engine's clock and state after a step.
package struct TimelineStepSide: Equatable, Sendable {
  /// The engine's virtual time in milliseconds.
  package var milliseconds: Int
  /// The field values, in the document's field order, rendered as text.
  package var values: [String]

  package init(milliseconds: Int, values: [String]) {
    self.milliseconds = milliseconds
    self.values = values
  }
}
