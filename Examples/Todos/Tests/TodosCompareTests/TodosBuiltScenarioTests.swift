import CompareKit
import CompareTesting
import Testing
import TodosCompare

/// Scenarios built in Swift against the todo pair, and the typed result of a replay.
@MainActor @Suite struct TodosBuiltScenarioTests {
  @Test func aCheckedTodoSinksASecondLaterOnBothEngines() throws {
    let scenario = try Scenario(feature: .todos) {
      Send("add", "Milk")
      Send("add", "Eggs")
      Send("toggle", 0)
      Advance(.seconds(1))
      Expect("visible", ["Milk", "Eggs"])
      Expect("activeCount", 1)
    }

    let result = try #require(checkScenario(scenario, pair: .todos, level: .timeline))

    #expect(result.passed && result.stepCount == 6)
  }

  @Test func theResultHoldsEachEnginesStatesAndTheDivergence() throws {
    // given: quick-toggles, written in Swift
    let scenario = try Scenario(feature: .todos) {
      Send("add", "Milk")
      Send("add", "Eggs")
      Send("add", "Bread")
      Send("toggle", 0)
      Advance(.milliseconds(500))
      Send("toggle", 1)
      Advance(.milliseconds(600))
    }

    // when
    let result = try Replay(scenario, pair: .todos)
      .run(ReplayOptions(keeping: [.steps], fields: ["visible"]))

    // then: at 1,100 ms the reactor has sorted (its first delayed sort), TCA has not
    let divergence = try #require(result.divergence)
    #expect(divergence.step == 7 && divergence.line == #line - 9)
    #expect(
      divergence.differences.prefix(3).map(\.description) == [
        #"visible[0]: TCA "Bread", ReactorKit "Milk""#,
        #"visible[1]: TCA "Eggs", ReactorKit "Bread""#,
        #"visible[2]: TCA "Milk", ReactorKit "Eggs""#,
      ])
    #expect(divergence.tcaCauses.isEmpty)
    #expect(divergence.reactorKitCauses.map(\.description) == ["1000ms  .sortTodos (scheduled)"])
    #expect(result.steps(.tca).last?.state.description == #"visible=["Bread", "Eggs", "Milk"]"#)
    #expect(
      result.steps(.reactorKit).last?.state["visible"]
        == .list(["Milk", "Bread", "Eggs"].map { .string($0) }))
  }

  @Test func aMistypedPayloadIsAnErrorAtTheSwiftLineOfTheStep() throws {
    let line = #line
    let build = {
      try Scenario(feature: .todos) {
        Send("add", 3)
      }
    }

    let error = try #require(throws: ScenarioError.self) { try build() }

    #expect(error.diagnostics.map(\.line) == [line + 3])
    #expect(error.diagnostics.first?.message.contains("String") == true)
  }
}
