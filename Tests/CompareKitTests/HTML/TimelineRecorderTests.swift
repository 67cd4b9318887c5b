import Testing

@testable import CompareKit

  @MainActor
@Suite struct TimelineRecorderTests {
  @Test func lifetimesComeOnlyToAnObserverThatAsksAndPairUpPerEngine() throws {
    // given
    var lifetimes = LifetimeLog(kinds: [.lifetime])
    var others = LifetimeLog(kinds: [.step, .emission, .emissionCause])

    // when
    try Replay(scenario: overlap, pair: .asyncCounter, level: .steps).run(&lifetimes)
    try Replay(scenario: overlap, pair: .asyncCounter, level: .steps).run(&others)

    // then: each tap's .run and mutate stream, from the tap to the change 500 ms later
    #expect(
      lifetimes.lines == [
        "tca step 1 0ms #1 started .run from .incrementButtonTapped",
        "reactorkit step 1 0ms #1 started mutate(.increase)",
        "tca step 3 100ms #2 started .run from .incrementButtonTapped",
        "reactorkit step 3 100ms #2 started mutate(.increase)",
        "tca step 4 500ms #1 finished .run from .incrementButtonTapped",
        "tca step 4 600ms #2 finished .run from .incrementButtonTapped",
        // The delayed value change, then the rest of the `concat`, delivered when it fires.
        "reactorkit step 4 500ms #1 delivered mutate(.increase)",
        "reactorkit step 4 500ms #1 delivered mutate(.increase)",
        "reactorkit step 4 500ms #1 delivered mutate(.increase)",
        "reactorkit step 4 500ms #1 finished mutate(.increase)",
        "reactorkit step 4 600ms #2 delivered mutate(.increase)",
        "reactorkit step 4 600ms #2 delivered mutate(.increase)",
        "reactorkit step 4 600ms #2 delivered mutate(.increase)",
        "reactorkit step 4 600ms #2 finished mutate(.increase)",
      ])
    #expect(others.lines.isEmpty)
  }

  @MainActor
  @Test func buildsTheDocumentFromTheEvents() throws {
    var recorder = TimelineRecorder(scenario: overlap, pair: .asyncCounter, level: .emissions)

    let summary = try Replay(scenario: overlap, pair: .asyncCounter, level: .emissions)
      .run(&recorder)

    let document = recorder.document
    #expect(!summary.passed && !document.passed)
    #expect(document.lanes.map(\.id) == ["tca", "reactorkit"])
    #expect(document.lanes.map(\.emissions.count) == [5, 9])
    #expect(document.lanes[1].emissions[3].cause == ".increaseValue (scheduled)")
    #expect(document.lanes[1].emissions[3].values == ["1", "true", "none"])
    #expect(document.steps.map(\.index) == [1, 2, 3, 4, 5])
    #expect(document.steps[4].expectHolds == true)
    #expect(document.steps[3].agrees == false)
    #expect(
      document.divergence
        == TimelineDivergence(
          step: 4, milliseconds: 500, summary: "isLoading, alert differ",
          emissions: ["tca": 3, "reactorkit": 3]))
    #expect(document.lifetimes.count == 4)
    #expect(document.lifetimes.allSatisfy { $0.outcome == .finished })
    #expect(document.lifetimes.map(\.start) == [0, 0, 100, 100])
    #expect(document.lifetimes.map(\.end) == [500, 500, 600, 600])
    #expect(document.lifetimes.map(\.deliveries) == [[], [500, 500, 500], [], [600, 600, 600]])
    #expect(document.verdict?.hasPrefix("FAIL overlap.txt: 5 steps, the engines diverge") == true)
  }
}

// MARK: - Fixtures

private let overlap = Scenario(
  file: "overlap.txt", feature: "async-counter",
  directives: [
    .init(line: 1, column: 1, kind: .send("increment", in: .asyncCounter)),
    .init(line: 2, column: 1, kind: .advance(milliseconds: 100)),
    .init(line: 3, column: 1, kind: .send("increment", in: .asyncCounter)),
    .init(line: 4, column: 1, kind: .advance(milliseconds: 1000)),
    .init(line: 5, column: 1, kind: .expect("count", .integer(2), in: .asyncCounter)),
  ])

/// The lifetime events a replay delivers, as text.
private struct LifetimeLog: ReplayObserver {
  let kinds: ReplayEventKinds
  var lines: [String] = []

  mutating func observe(_ event: ReplayEvent) {
    guard case .lifetime(let lifetime) = event else { return }
    lines.append(
      "\(lifetime.engine.rawValue) step \(lifetime.step) \(lifetime.milliseconds)ms "
        + "#\(lifetime.id) \(lifetime.phase.rawValue) \(lifetime.label)")
  }
}
