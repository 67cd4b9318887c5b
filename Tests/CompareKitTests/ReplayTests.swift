import Testing

@testable import CompareKit
import CompareKitTestSupport

@Suite struct ReplayTests {
  // MARK: - Steps

  @MainActor
  @Test func agreeingStepsReportEveryStepWithBothEngines() throws {
    // given
    let scenario = overlapScenario(secondTapAt: 100)
    var log = Log()

    // when
    let summary = try Replay(scenario: scenario, pair: .delayedCounter, level: .steps).run(&log)

    // then
    #expect(
      log.steps == [
        "1 0ms count=0 isLoading=true alert=none | 0ms count=0 isLoading=true alert=none",
        "2 100ms count=0 isLoading=true alert=none | 100ms count=0 isLoading=true alert=none",
        "3 100ms count=0 isLoading=true alert=none | 100ms count=0 isLoading=true alert=none",
        "4 1100ms count=2 isLoading=false alert=\"Increased!\" | 1100ms count=2 isLoading=false alert=\"Increased!\"",
        "5 1100ms count=2 isLoading=false alert=\"Increased!\" | 1100ms count=2 isLoading=false alert=\"Increased!\"",
      ])
    #expect(summary.steps == 5)
    #expect(summary.divergence == nil)
    #expect(summary.expects == 1 && summary.failedExpects == 0)
    #expect(summary.exitCode == .success)
  }

  @MainActor
  @Test func aRepeatedSendIsOneStepPerSend() throws {
    let scenario = Scenario(
      file: "x.txt", feature: "delayed-counter",
      directives: [.init(line: 1, column: 1, kind: .send("increment", 4, in: .delayedCounter))])
    var log = Log()

    let summary = try Replay(scenario: scenario, pair: .delayedCounter, level: .steps).run(&log)

    #expect(summary.steps == 4)
    #expect(log.steps.map { $0.prefix(2) } == ["1 ", "2 ", "3 ", "4 "])
  }

  @MainActor
  @Test func theFirstDifferingStepIsTheDivergenceWithCausesSinceTheLastAgreeingStep() throws {
    let scenario = Scenario(
      file: "d.txt", feature: "test-divergent",
      directives: [
        .init(line: 1, column: 1, kind: .send("increment", 3, in: .testDivergent)),
        .init(line: 2, column: 1, kind: .send("decrement", 1, in: .testDivergent)),
        .init(line: 3, column: 1, kind: .send("increment", 2, in: .testDivergent)),
      ])
    var log = Log()

    let summary = try Replay(scenario: scenario, pair: .testDivergent, level: .steps).run(&log)

    // The sixth step is the first where ReactorKit's capped count falls behind.
    #expect(
      log.divergences == [
        "step 6 since 5: tca [\".increment\"] reactorkit [\".increase → .increaseValue\"]"
      ])
    #expect(summary.divergence?.step == 6)
    #expect(summary.divergence?.line == 3)
    #expect(summary.exitCode == .failure)
  }

  @MainActor
  @Test func aFailedExpectFailsTheReplayEvenWhenTheEnginesAgree() throws {
    var scenario = overlapScenario(secondTapAt: 100)
    scenario.directives[4].kind = .expect("count", .integer(3))
    var log = Log()

    let summary = try Replay(scenario: scenario, pair: .delayedCounter, level: .steps).run(&log)

    #expect(summary.divergence == nil)
    #expect(summary.failedExpects == 1)
    #expect(log.expects == ["count: tca 2 reactorkit 2 holds false"])
    #expect(summary.exitCode == .failure)
  }

  // MARK: - Emissions and timeline

  @MainActor
  @Test func emissionsShowEveryStateInitialFirstAndDivergeWhereReactorKitEmitsPerMutation() throws {
    var log = Log()

    let summary = try Replay(
      scenario: overlapScenario(secondTapAt: 100), pair: .delayedCounter, level: .emissions
    ).run(&log)

    #expect(
      log.entries == [
        "0ms count=0 isLoading=false alert=none | 0ms count=0 isLoading=false alert=none",
        "0ms count=0 isLoading=true alert=none | 0ms count=0 isLoading=true alert=none",
        "100ms count=0 isLoading=true alert=none | 100ms count=0 isLoading=true alert=none",
        "500ms count=1 isLoading=false alert=\"Increased!\" | 500ms count=1 isLoading=true alert=none ≠",
        "600ms count=2 isLoading=false alert=\"Increased!\" | 500ms count=1 isLoading=false alert=none ≠",
        "— | 500ms count=1 isLoading=false alert=\"Increased!\" ≠",
        "— | 600ms count=2 isLoading=false alert=\"Increased!\" ≠",
        "— | 600ms count=2 isLoading=false alert=\"Increased!\" ≠",
        "— | 600ms count=2 isLoading=false alert=\"Increased!\" ≠",
      ])
    // The whole `advance 1s` step ran before its entries were compared: both responses show.
    let reactorKitResponse = [
      ".increase → .increaseValue", ".increase → .setLoading(false)",
      ".increase → .setAlertMessage(\"Increased!\")",
    ]
    #expect(
      log.divergences == [
        "step 4 since 3: tca \([".response (effect)", ".response (effect)"]) "
          + "reactorkit \(reactorKitResponse + reactorKitResponse)"
      ])
    #expect(summary.divergence?.step == 4)
    #expect(summary.entries == 9)
  }

  @MainActor
  @Test func theTimelineKeepsTheLastStateOfEachInstantAndFoldsRepeats() throws {
    var log = Log()

    let summary = try Replay(
      scenario: overlapScenario(secondTapAt: 100), pair: .delayedCounter, level: .timeline
    ).run(&log)

    #expect(
      log.entries == [
        "0ms count=0 isLoading=true alert=none | 0ms count=0 isLoading=true alert=none",
        "500ms count=1 isLoading=false alert=\"Increased!\" | 500ms count=1 isLoading=false alert=\"Increased!\"",
        "600ms count=2 isLoading=false alert=\"Increased!\" | 600ms count=2 isLoading=false alert=\"Increased!\"",
      ])
    #expect(summary.divergence == nil)
    #expect(summary.exitCode == .success)
  }

  @Test func equalConsecutiveInstantsFoldIntoTheFirst() {
    var folder = TimelineFolder()
    var queue = EntryQueue()
    for (time, count) in [(0, 0), (0, 1), (200, 1), (300, 1), (400, 2), (400, 1), (500, 3)] {
      folder.add(entry(time, count), releasingInto: &queue)
    }
    folder.finish(releasingInto: &queue)

    var released: [String] = []
    while let next = queue.popFirst() {
      released.append("\(next.milliseconds):\(Array(next.state.values))")
    }
    #expect(released == ["0:[1]", "500:[3]"])
  }

  @MainActor
  @Test func aTimelineDivergenceListsTheCausesSinceItsInstantBegan() throws {
    // given: four taps at 0 ms; ReactorKit's side stops at 3, so the single instant differs
    let scenario = Scenario(
      file: "t.txt", feature: "test-divergent",
      directives: [.init(line: 1, column: 1, kind: .send("increment", 4, in: .testDivergent))])
    var log = Log()

    // when
    let summary = try Replay(scenario: scenario, pair: .testDivergent, level: .timeline).run(&log)

    // then: the instant was open since the initial state, so every tap is a cause
    let tca = Array(repeating: "\".increment\"", count: 4).joined(separator: ", ")
    let reactorKit = Array(repeating: "\".increase → .increaseValue\"", count: 4)
      .joined(separator: ", ")
    #expect(log.entries == ["0ms count=4 | 0ms count=3 ≠"])
    #expect(log.divergences == ["step 4 since 0: tca [\(tca)] reactorkit [\(reactorKit)]"])
    #expect(summary.divergence?.step == 4)
  }

  @MainActor
  @Test func aSingleEngineReplayNeverDiverges() throws {
    var log = Log()

    let summary = try Replay(
      scenario: overlapScenario(secondTapAt: 100), pair: .delayedCounter, level: .emissions,
      engines: [.reactorKit]
    ).run(&log)

    #expect(summary.divergence == nil)
    #expect(log.entries.count == 9)
    #expect(log.entries.allSatisfy { $0.hasPrefix("— | ") })
  }

  @MainActor
  @Test func describedEmissionCausesListWhatWasReducedSinceThePreviousEmission() throws {
    var log = Log(wantsCauses: true)

    try Replay(
      scenario: overlapScenario(secondTapAt: 100), pair: .delayedCounter, level: .emissions,
      engines: [.tca]
    ).run(&log)

    #expect(
      log.causes == [
        "nil", ".increment", ".increment", ".response (effect)", ".response (effect)",
      ])
  }

  @MainActor
  @Test func theSameReplayTwiceGivesTheSameRecords() throws {
    var first = Log()
    var second = Log()
    let scenario = overlapScenario(secondTapAt: 100)
    try Replay(scenario: scenario, pair: .delayedCounter, level: .emissions).run(&first)
    try Replay(scenario: scenario, pair: .delayedCounter, level: .emissions).run(&second)
    #expect(first == second)
  }
}

// MARK: - Fixtures

private func entry(_ milliseconds: Int, _ count: Int) -> EntrySide {
  EntrySide(
    step: 1, line: 1, text: "send increment", milliseconds: milliseconds,
    state: ProjectedState([.integer(count)]), cause: nil)
}

/// `send increment` at 0 and at `secondTapAt`, then 1s later an expect of count 2.
private func overlapScenario(secondTapAt: Int) -> Scenario {
  Scenario(
    file: "overlap.txt", feature: "delayed-counter",
    directives: [
      .init(line: 1, column: 1, kind: .send("increment", 1, in: .delayedCounter)),
      .init(line: 2, column: 1, kind: .advance(milliseconds: secondTapAt)),
      .init(line: 3, column: 1, kind: .send("increment", 1, in: .delayedCounter)),
      .init(line: 4, column: 1, kind: .advance(milliseconds: 1000)),
      .init(line: 5, column: 1, kind: .expect("count", .integer(2))),
    ])
}

/// Records what a replay reports, as comparable text.
private struct Log: ReplayObserver, Equatable {
  var wantsCauses = false
  var steps: [String] = []
  var entries: [String] = []
  var expects: [String] = []
  var divergences: [String] = []
  var causes: [String] = []

  var kinds: ReplayEventKinds {
    ReplayEventKinds([.step, .entry, .expect, .divergence])
      .union(wantsCauses ? .emissionCause : [])
  }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step): self.step(step)
    case .entry(let row): entry(row)
    case .expect(let outcome): expect(outcome)
    case .divergence(let divergence): self.divergence(divergence)
    case .emission, .summary, .lifetime: break
    }
  }

  mutating func step(_ step: StepRecord) {
    let sides = [step.tca, step.reactorKit].map { side in
      side.map { "\($0.milliseconds)ms \($0.state.description(names: Self.fields))" } ?? "—"
    }
    steps.append("\(step.index) \(sides.joined(separator: " | "))")
  }

  mutating func entry(_ row: EntryRow) {
    let sides = [row.tca, row.reactorKit].map { side in
      side.map { "\($0.milliseconds)ms \($0.state.description(names: Self.fields))" } ?? "—"
    }
    entries.append(sides.joined(separator: " | ") + (row.agrees ? "" : " ≠"))
    if let side = row.tca ?? row.reactorKit { causes.append(side.cause ?? "nil") }
  }

  mutating func expect(_ outcome: ExpectOutcome) {
    let values = [outcome.tca, outcome.reactorKit].map { lookUp -> String in
      switch lookUp {
      case .found(let value)?: value.description
      case .missing(let reason)?: "missing (\(reason))"
      case nil: "-"
      }
    }
    expects.append(
      "\(outcome.expect.path): tca \(values[0]) reactorkit \(values[1]) holds \(outcome.holds)")
  }

  mutating func divergence(_ divergence: Divergence) {
    let tca = divergence.tcaCauses.map(\.description)
    let reactorKit = divergence.reactorKitCauses.map(\.description)
    divergences.append(
      "step \(divergence.step) since \(divergence.lastAgreeingStep): tca \(tca) reactorkit \(reactorKit)"
    )
  }

  private static let fields = FeaturePair.delayedCounter.vocabulary.fields
}
