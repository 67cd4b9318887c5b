import Foundation
import TCAEngine
import Testing
import TodosTCA

@MainActor @Suite struct TodosFeatureTests {
  @Test func addingPutsTheNewTodoOnTopWithTheNextUUID() async {
    let store = makeStore()
    await store.send(.addTodoButtonTapped(title: "Milk")) {
      $0.todos = [Todo(id: UUID(0), title: "Milk")]
    }
    await store.send(.addTodoButtonTapped(title: "Eggs")) {
      $0.todos = [Todo(id: UUID(1), title: "Eggs"), Todo(id: UUID(0), title: "Milk")]
    }
    #expect(store.state.activeCount == 2)
  }

  @Test func checkingSortsCompletedTodosLastASecondLater() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, todos: ["Eggs", "Milk"])
    await store.send(.todoCheckboxTapped(index: 0)) { $0.todos[0].isComplete = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [
        Todo(id: UUID(0), title: "Milk"), Todo(id: UUID(1), title: "Eggs", isComplete: true),
      ]
    }
    await store.finish()
  }

  @Test func aSecondCheckRestartsTheSecondSoQuickChecksSortOnce() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, todos: ["Bread", "Eggs", "Milk"])
    await store.send(.todoCheckboxTapped(index: 0)) { $0.todos[0].isComplete = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todoCheckboxTapped(index: 1)) { $0.todos[1].isComplete = true }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.todos.map(\.title) == ["Bread", "Eggs", "Milk"])
    await clock.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [
        Todo(id: UUID(0), title: "Milk"), Todo(id: UUID(2), title: "Bread", isComplete: true),
        Todo(id: UUID(1), title: "Eggs", isComplete: true),
      ]
    }
    await store.finish()
  }

  @Test func deleteAndCheckboxCountRowsOfTheFilteredList() async {
    let clock = TestClock()
    var initial = TodosFeature.State()
    initial.todos = [
      Todo(id: UUID(2), title: "Bread", isComplete: true), Todo(id: UUID(1), title: "Eggs"),
      Todo(id: UUID(0), title: "Milk"),
    ]
    let store = TestStore(initialState: initial) {
      TodosFeature()
    } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.filterPicked(.active)) { $0.filter = .active }
    #expect(store.state.filteredTodos.map(\.title) == ["Eggs", "Milk"])
    await store.send(.delete([1])) { $0.todos.remove(at: 2) }
    await store.send(.todoCheckboxTapped(index: 0)) { $0.todos[1].isComplete = true }
    #expect(store.state.filteredTodos.isEmpty)
    #expect(store.state.activeCount == 0)
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
    await store.finish()
  }

  @Test func clearCompletedRemovesOnlyTheDoneTodos() async {
    var initial = TodosFeature.State()
    initial.todos = [
      Todo(id: UUID(1), title: "Eggs", isComplete: true), Todo(id: UUID(0), title: "Milk"),
    ]
    let store = TestStore(initialState: initial) {
      TodosFeature()
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.clearCompletedButtonTapped) { $0.todos = [Todo(id: UUID(0), title: "Milk")] }
    await store.send(.filterPicked(.completed)) { $0.filter = .completed }
    #expect(store.state.filteredTodos.isEmpty)
  }

  @Test func aPositionPastTheEndChangesNothingAndStartsNoEffect() async {
    let store = makeStore(todos: ["Milk"])
    await store.send(.todoCheckboxTapped(index: 1))
    await store.send(.todoCheckboxTapped(index: -1))
    await store.send(.delete([3]))
    await store.finish()
  }
}

// MARK: - Fixtures

/// A test store on `clock` whose list holds `todos`, top first, added as a user would (the
/// bottom one first), so ids count up from the bottom; the next added todo gets the next id.
@MainActor
private func makeStore(
  clock: TestClock = TestClock(), todos titles: [String] = []
) -> TestStore<TodosFeature.State, TodosFeature.Action> {
  let uuid = UUIDGenerator.incrementing
  var state = TodosFeature.State()
  for title in titles.reversed() {
    state.todos.insert(Todo(id: uuid(), title: title), at: 0)
  }
  return TestStore(initialState: state) {
    TodosFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = uuid
  } reportIssue: {
    Issue.record(Comment(rawValue: $0.message))
  }
}
