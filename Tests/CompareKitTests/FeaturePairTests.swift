import CompareKitTestSupport
import Testing

@testable import CompareKit

  @MainActor
@Suite struct FeaturePairTests {
  @Test func nestedStatesPrintTheSameBytesOnBothEngines() throws {
    // given: records in a list, optionals, decimals and enums, on both sides
    let scenario = try parse(
      """
      feature test-todos
      send add "Milk"
      send add "Eggs"
      send add "Tea"
      send toggle 1
      send escalate 0
      send estimate 2.5
      send showCompleted true
      """)

    // when
    var trace = StateLines()
    let summary = try Replay(scenario: scenario, pair: .testTodos, level: .steps).run(&trace)

    // then
    #expect(summary.passed)
    #expect(trace.tca == trace.reactorKit)
    #expect(
      trace.tca.last
        == #"todos=[{title="Milk" done=false priority={urgent={level=1}} estimate=none}, "#
        + #"{title="Eggs" done=true priority="normal" estimate=none}, "#
        + #"{title="Tea" done=false priority="normal" estimate=2.5}] filter="completed" "#
        + #"selection=1 total=2.5 tags=["milk", "eggs", "tea"]"#)
  }

  @MainActor
  @Test func theDivergenceReportNamesExactlyTheDifferingPath() throws {
    let scenario = try parse(
      """
      feature test-todos
      send add "Milk"
      send add "Eggs"
      send add "Tea"
      send toggleAll
      """)
    var findings = Findings()

    try Replay(scenario: scenario, pair: .testTodos, level: .steps).run(&findings)

    let divergence = try #require(findings.divergence)
    #expect(divergence.step == 4)
    let report = DivergenceReport(
      divergence: divergence, fields: FeaturePair.testTodos.vocabulary.fields, level: .steps)
    #expect(
      report.text.split(separator: "\n").prefix(3) == [
        "first divergence at step 4 (line 5): send toggleAll",
        "    path           TCA   ReactorKit",
        "  ≠ todos[2].done  true  false",
      ])
  }

  /// Fields read unchanged step after step are not compared again; one that changes on one
  /// engine only, or changes back, still is, at its step.
  @MainActor
  @Test func everyStepAgreesOrNotAsItsFieldsDo() throws {
    let scenario = try parse(
      """
      feature test-todos
      send add "Milk"
      send add "Eggs"
      send add "Tea"
      send showCompleted true
      send showCompleted true
      send toggleAll
      send showCompleted false
      send toggleAll
      send toggle 0
      send toggle 0
      """)
    var steps = StepAgreement()

    try Replay(scenario: scenario, pair: .testTodos, level: .steps).run(&steps)

    // Steps 6 and 7: ReactorKit's third todo stays undone; step 8 undoes it on TCA's side too.
    #expect(steps.agrees == [true, true, true, true, true, false, false, true, true, true])
  }

  @MainActor
  @Test func anIndexPastTheEndIsAFailedExpectThatSaysWhy() throws {
    let scenario = try parse("feature test-todos\nsend add \"Milk\"\nexpect todos[3].done true\n")
    var findings = Findings()

    let summary = try Replay(scenario: scenario, pair: .testTodos, level: .steps).run(&findings)

    #expect(summary.failedExpects == 1)
    let outcome = try #require(findings.expects.first)
    #expect(
      ExpectMessage.diagnostic(outcome, file: "t.txt").description
        == "t.txt:3:1: error: expect todos[3].done true does not hold: "
        + "TCA has no todos[3].done (todos has 1 element, no [3]), "
        + "ReactorKit has no todos[3].done (todos has 1 element, no [3])")
  }

  @Test func aPairCarriesItsDurationsAndPayloadValuesForTheFuzzer() {
    let pair = FeaturePair.testTodos
    #expect(pair.durationMilliseconds == [300, 1000])
    #expect(pair.vocabulary.actions[0].payload == .string)
    #expect(pair.vocabulary.actions[0].values == [.string("Milk"), .string("Eggs")])
    #expect(pair.vocabulary.actions[5].payload == nil)
    #expect(FeaturePair.asyncCounter.durationMilliseconds == [500])
    #expect(pair.tcaType == "TodosFeature" && pair.reactorKitType == "TodosReactor")
  }

  private func parse(_ text: String) throws -> Scenario {
    try ScenarioParser(catalog: [FeaturePair.testTodos.vocabulary]).parse(text.utf8, file: "t.txt")
  }
}

// MARK: - Fixtures

/// Each engine's state after each step, as trace text.
private struct StateLines: ReplayObserver {
  var tca: [String] = []
  var reactorKit: [String] = []
  var kinds: ReplayEventKinds { .step }

  mutating func observe(_ event: ReplayEvent) {
    guard case .step(let step) = event else { return }
    let names = FeaturePair.testTodos.vocabulary.fields
    if let side = step.tca { tca.append(side.state.description(names: names)) }
    if let side = step.reactorKit { reactorKit.append(side.state.description(names: names)) }
  }
}

/// The divergence and the expect outcomes of a replay.
/// Whether each step agrees.
private struct StepAgreement: ReplayObserver {
  var agrees: [Bool] = []
  var kinds: ReplayEventKinds { .step }

  mutating func observe(_ event: ReplayEvent) {
    if case .step(let step) = event { agrees.append(step.agrees) }
  }
}

private struct Findings: ReplayObserver {
  var divergence: Divergence?
  var expects: [ExpectOutcome] = []
  var kinds: ReplayEventKinds { [.expect, .divergence] }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .divergence(let found): divergence = found
    case .expect(let outcome): expects.append(outcome)
    default: break
    }
  }
}
