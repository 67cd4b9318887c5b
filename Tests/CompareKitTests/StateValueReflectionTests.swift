import CompareKit
import Testing

@Suite struct StateValueReflectionTests {
  @Test func structsAreRecordsOfTheirStoredPropertiesInOrder() {
    let todo = Todo(title: "Milk", done: false, estimate: 1.5, tags: ["shop"], priority: .normal)
    #expect(
      StateValue(reflecting: todo).description
        == #"{title="Milk" done=false estimate=1.5 tags=["shop"] priority="normal"}"#)
  }

  @Test func enumsAreTheirCaseNameOrARecordOfTheCaseAndItsPayload() {
    #expect(StateValue(reflecting: Priority.normal) == .string("normal"))
    #expect(StateValue(reflecting: Priority.urgent(level: 2)).description == "{urgent={level=2}}")
    #expect(
      StateValue(reflecting: Priority.due(day: 3, month: 12)).description
        == "{due={day=3 month=12}}")
  }

  @Test func optionalsTuplesAndCollectionsNest() {
    let none: Todo? = nil
    #expect(StateValue(reflecting: none as Any) == .none)
    #expect(StateValue(reflecting: (1, "a")).description == #"[1, "a"]"#)
    #expect(StateValue(reflecting: (x: 1, y: 2.5)).description == "{x=1 y=2.5}")
    #expect(StateValue(reflecting: [Priority.normal, nil]).description == #"["normal", none]"#)
    #expect(StateValue(reflecting: UInt8(7)) == .integer(7))
    #expect(StateValue(reflecting: Float(0.5)) == .decimal(0.5))
  }

  @Test func setsAndDictionariesAreSortedSoBothEnginesPrintThemAlike() {
    let set: Set<String> = ["pear", "apple", "fig"]
    let dictionary = ["b": 2, "a": 1, "c": 3]
    #expect(StateValue(reflecting: set).description == #"["apple", "fig", "pear"]"#)
    #expect(StateValue(reflecting: dictionary).description == "{a=1 b=2 c=3}")
  }

  @Test func anEmptyConformanceUsesTheReflectedShape() {
    #expect(Marker(id: 4).stateValue.description == "{id=4}")
    #expect(StateValue(reflecting: [Marker(id: 1)]).description == "[{id=1}]")
  }
}

// MARK: - Fixtures

private enum Priority {
  case normal
  case urgent(level: Int)
  case due(day: Int, month: Int)
}

private struct Todo {
  var title: String
  var done: Bool
  var estimate: Double?
  var tags: [String]
  var priority: Priority
}

private struct Marker: StateValueConvertible {
  var id: Int
}
