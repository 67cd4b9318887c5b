import CompareKit
import CompareKitTestSupport
import Testing

/// The public replay API: a scenario from a string or built in Swift, replayed at a level,
/// returns a value (SPEC §11) and prints nothing.
  @MainActor
@Suite struct ReplayResultTests {
  @Test func aBuiltScenarioThatAgreesKeepsEachEnginesStepsAndEmissionsOnRequest() throws {
    // given: the async counter, whose change arrives 500 ms after the tap on both engines
    let scenario = try Scenario(feature: .asyncCounter) {
      Send("increment")
      Advance(.milliseconds(500))
      Expect("count", 1)
    }

    // when
    let result = try Replay(scenario, pair: .asyncCounter)
      .run(ReplayOptions(keeping: [.steps, .emissions], fields: ["isLoading", "count"]))

    // then: TCA's reducer sets isLoading at once and its .run effect answers at 500 ms;
    // ReactorKit's concat emits setLoading(true), the delayed value, setLoading(false)
    #expect(result.passed && result.agreed)
    #expect(result.stepCount == 3)
    #expect(result.expects.map(\.holds) == [true])
    #expect(result.expects.first?.line == #line - 12)
    let tcaSteps = result.steps(.tca)
    #expect(tcaSteps.map(\.directive) == ["send increment", "advance 500ms", "expect count 1"])
    #expect(tcaSteps.map(\.milliseconds) == [0, 500, 500])
    #expect(
      tcaSteps.map(\.state.description) == [
        "isLoading=true count=0", "isLoading=false count=1", "isLoading=false count=1",
      ])
    #expect(result.steps(.reactorKit).map(\.state) == tcaSteps.map(\.state))
    let emissions = result.emissions(.reactorKit)
    #expect(emissions.first?.step == 0 && emissions.first?.cause == nil)
    #expect(emissions.last?.state["count"] == .integer(1))
    #expect(emissions.last?.milliseconds == 500)
  }

  @MainActor
  @Test func nothingIsKeptUnlessAsked() throws {
    let scenario = try Scenario(feature: .counter) { Send("increment", times: 3) }

    let result = try Replay(scenario, pair: .counter).run()

    #expect(result.passed)
    #expect(result.steps(.tca).isEmpty && result.emissions(.reactorKit).isEmpty)
    #expect(result.report == "PASS \(#filePath): 3 steps, the engines agree on every step\n")
  }

  @MainActor
  @Test func aDivergenceCarriesEveryDifferingPathWithBothValuesAndEachEnginesCauses() throws {
    // given: test-todos' reactor stops its toggleAll at the second todo
    let scenario = try Scenario(
      parsing: """
        feature test-todos
        send add "Milk" x3
        send toggleAll
        expect todos.count 3
        """, file: "toggle-all.txt", pairs: [.testTodos])

    // when
    let result = try Replay(scenario, pair: .testTodos).run()

    // then
    let divergence = try #require(result.divergence)
    #expect(!result.agreed && !result.passed)
    #expect(divergence.step == 4 && divergence.line == 3 && divergence.column == 1)
    #expect(divergence.directive == "send toggleAll")
    #expect(divergence.entry == nil)
    #expect(
      divergence.differences == [
        .init(path: "todos[2].done", tca: .bool(true), reactorKit: .bool(false))
      ])
    #expect(divergence.lastAgreeingStep == 3)
    #expect(divergence.tcaCauses.map(\.action) == [".toggleAll"])
    // the reactor's toggleAll mutates the first two todos only
    #expect(
      divergence.reactorKitCauses.map(\.action) == [
        ".toggleAll → .setDone(0, true)", ".toggleAll → .setDone(1, true)",
      ])
    #expect(
      divergence.diagnostic.description
        == "toggle-all.txt:3:1: error: first divergence at step 4 (line 3): send toggleAll")
    #expect(result.expects.map(\.holds) == [true])
  }

  @MainActor
  @Test func aTimelineDivergenceNamesTheEntry() throws {
    let scenario = try Scenario(
      parsing: "feature test-todos\nsend add \"Milk\" x3\nsend toggleAll\n", pairs: [.testTodos])

    let result = try Replay(scenario, pair: .testTodos, level: .timeline).run()

    let divergence = try #require(result.divergence)
    #expect(divergence.line == 3 && divergence.entry != nil)
    #expect(divergence.differences.map(\.path) == ["todos[2].done"])
  }

  @MainActor
  @Test func aFailedExpectSaysWhatEachEngineHas() throws {
    let scenario = try Scenario(feature: .counter) {
      Send("increment")
      Expect("count", 2)
    }

    let result = try Replay(scenario, pair: .counter).run()

    let failed = try #require(result.failedExpects.first)
    #expect(result.agreed && !result.passed)
    #expect(failed.line == #line - 7)
    #expect(failed.tca == ExpectResult.Observed.value(.integer(1)))
    #expect(
      failed.message == "expect count 2 does not hold: TCA has count=1, ReactorKit has count=1")
    #expect(result.diagnostics == [failed.diagnostic])
  }

  @Test func aBuiltScenarioIsCheckedAtTheSwiftLineOfEachStep() throws {
    // NB: built outside `#expect`, whose expansion would give every step the macro's line.
    let line = #line
    let build = {
      try Scenario(feature: .counter) {
        Send("incremnt")
        Advance(.microseconds(1500))
      }
    }

    let error = try #require(throws: ScenarioError.self) { try build() }

    #expect(error.diagnostics.map(\.line) == [line + 3, line + 4])
    #expect(error.diagnostics.allSatisfy { $0.file == #filePath })
    #expect(
      error.diagnostics.map(\.message) == [
        "unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?",
        "'advance 0.0015 seconds' is finer than a millisecond; advance whole milliseconds",
      ])
  }

  @Test func aScenarioOfAnotherFeatureOrAnUnknownFieldIsRefused() throws {
    let scenario = try Scenario(feature: .counter) { Send("increment") }

    #expect(throws: ScenarioError.self) { try Replay(scenario, pair: .dashboard).run() }
    #expect {
      try Replay(scenario, pair: .counter).run(ReplayOptions(fields: ["cont"]))
    } throws: { error in
      (error as? ScenarioError)?.diagnostics.first?.message
        == "no field 'cont'; did you mean 'count'?; the fields are count"
    }
  }

  @MainActor
  @Test func aDurationIsPrintedAsWritten() throws {
    let scenario = try Scenario(
      parsing: "advance 1000ms\nadvance 2s\nadvance 1500ms\nadvance 60000ms\n", pairs: [.counter])

    let result = try Replay(scenario, pair: .counter).run(ReplayOptions(keeping: .steps))

    #expect(
      result.steps(.tca).map(\.directive) == [
        "advance 1000ms", "advance 2s", "advance 1500ms", "advance 60000ms",
      ])
    #expect(result.steps(.tca).map(\.milliseconds) == [1000, 3000, 4500, 64500])
  }
}
