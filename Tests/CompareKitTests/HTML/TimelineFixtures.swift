@testable import CompareKit

/// The async counter's overlap scenario as both engines emit it, by hand.
let overlapDocument = TimelineDocument(
  title: "scenarios/async-counter-overlap.txt", feature: "async-counter",
  comparison: "emissions", verdict: "FAIL scenarios/async-counter-overlap.txt", passed: false,
  fields: ["count", "isLoading", "alert"],
  lanes: [
    TimelineLane(
      id: "tca", name: "TCA",
      emissions: [
        emission(0, step: 0, ["0", "false", "none"]),
        emission(0, step: 1, ["0", "true", "none"], ".incrementButtonTapped"),
        emission(100, step: 3, ["0", "true", "none"], ".incrementButtonTapped"),
        emission(500, step: 6, ["1", "false", "\"Increased!\""], ".incrementResponse (effect)"),
        emission(600, step: 6, ["2", "false", "\"Increased!\""], ".incrementResponse (effect)"),
      ]),
    TimelineLane(
      id: "reactorkit", name: "ReactorKit",
      emissions: [
        emission(0, step: 0, ["0", "false", "none"]),
        emission(0, step: 1, ["0", "true", "none"], ".increase → .setLoading(true)"),
        emission(100, step: 3, ["0", "true", "none"], ".increase → .setLoading(true)"),
        emission(500, step: 6, ["1", "true", "none"], ".increaseValue (scheduled)"),
        emission(500, step: 6, ["1", "false", "none"], ".setLoading(false) (scheduled)"),
        emission(500, step: 6, ["1", "false", "\"Increased!\""], ".setAlertMessage (scheduled)"),
        emission(600, step: 6, ["2", "false", "\"Increased!\""], ".increaseValue (scheduled)"),
        emission(600, step: 6, ["2", "false", "\"Increased!\""], ".setLoading(false) (scheduled)"),
        emission(600, step: 6, ["2", "false", "\"Increased!\""], ".setAlertMessage (scheduled)"),
      ]),
  ],
  lifetimes: [
    TimelineLifetime(
      lane: "tca", label: ".run from .incrementButtonTapped", start: 0, end: 500,
      outcome: .finished),
    TimelineLifetime(
      lane: "tca", label: ".run from .incrementButtonTapped", start: 100, end: 600,
      outcome: .finished),
    TimelineLifetime(
      lane: "reactorkit", label: "mutate(.increase)", start: 0, end: 500, outcome: .finished,
      deliveries: [500, 500, 500]),
    TimelineLifetime(
      lane: "reactorkit", label: "mutate(.increase)", start: 100, end: 600, outcome: .cancelled),
    TimelineLifetime(
      lane: "reactorkit", label: "delay 500ms", cancelID: "7", start: 100, end: nil,
      outcome: .running),
  ],
  divergence: TimelineDivergence(
    step: 6, milliseconds: 500, summary: "isLoading, alert differ",
    emissions: ["tca": 3, "reactorkit": 3]),
  steps: [
    TimelineStep(
      index: 1, line: 4, directive: "send increment",
      sides: [side(0, ["0", "true", "none"]), side(0, ["0", "true", "none"])]),
    TimelineStep(
      index: 6, line: 9, directive: "advance 1s",
      sides: [side(1100, ["2", "false", "\"Increased!\""]), side(1100, ["2", "false", "none"])],
      agrees: false),
    TimelineStep(
      index: 7, line: 10, directive: "expect count 3",
      sides: [side(1100, ["2", "false", "\"Increased!\""]), side(1100, ["2", "false", "none"])],
      agrees: false, expectHolds: false),
  ])

func emission(
  _ milliseconds: Int, step: Int, _ values: [String], _ cause: String? = nil
) -> TimelineEmission {
  TimelineEmission(milliseconds: milliseconds, step: step, values: values, cause: cause)
}

func side(_ milliseconds: Int, _ values: [String]) -> TimelineStepSide {
  TimelineStepSide(milliseconds: milliseconds, values: values)
}

/// The text between `start` and the first `end` after it, for each occurrence of `start`.
func sections(of text: String, from start: String, to end: String) -> [Substring] {
  var result: [Substring] = []
  var rest = text[...]
  while let open = rest.range(of: start) {
    let tail = rest[open.upperBound...]
    guard let close = tail.range(of: end) else { break }
    result.append(tail[..<close.lowerBound])
    rest = tail[close.upperBound...]
  }
  return result
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: some StringProtocol) -> Int {
  text.components(separatedBy: needle).count - 1
}
