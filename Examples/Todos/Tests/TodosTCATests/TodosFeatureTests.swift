import Foundation
import TCAEngine
import Testing
import TodosTCA

@Suite struct TodosFeatureTests {
  @Test func addingPutsTheNewTodoOnTopWithTheNextID() async {
    let store = makeStore()
    await store.send(.addTodoButtonTapped(title: "Milk")) {
      $0.todos = [Todo(id: 0, title: "Milk")]
      $0.nextID = 1
    }
    await store.send(.addTodoButtonTapped(title: "Eggs")) {
      $0.todos = [Todo(id: 1, title: "Eggs"), Todo(id: 0, title: "Milk")]
      $0.nextID = 2
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
      $0.todos = [Todo(id: 0, title: "Milk"), Todo(id: 1, title: "Eggs", isComplete: true)]
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
        Todo(id: 0, title: "Milk"), Todo(id: 2, title: "Bread", isComplete: true),
        Todo(id: 1, title: "Eggs", isComplete: true),
      ]
    }
    await store.finish()
  }

  @Test func deleteAndCheckboxCountRowsOfTheFilteredList() async {
    let clock = TestClock()
    var initial = TodosFeature.State()
    initial.todos = [
      Todo(id: 2, title: "Bread", isComplete: true), Todo(id: 1, title: "Eggs"),
      Todo(id: 0, title: "Milk"),
    ]
    initial.nextID = 3
    let store = TestStore(initialState: initial) {
      TodosFeature(clock: clock)
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
    initial.todos = [Todo(id: 1, title: "Eggs", isComplete: true), Todo(id: 0, title: "Milk")]
    let store = TestStore(initialState: initial) {
      TodosFeature(clock: TestClock())
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.clearCompletedButtonTapped) { $0.todos = [Todo(id: 0, title: "Milk")] }
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

/// A test store whose list holds `todos`, top first, added bottom-up so ids count from the
/// bottom.
private func makeStore(
  clock: TestClock = TestClock(), todos titles: [String] = []
) -> TestStore<TodosFeature.State, TodosFeature.Action> {
  var state = TodosFeature.State()
  for title in titles.reversed() {
    state.todos.insert(Todo(id: state.nextID, title: title), at: 0)
    state.nextID += 1
  }
  return TestStore(initialState: state) {
    TodosFeature(clock: clock)
  } reportIssue: {
    Issue.record(Comment(rawValue: $0.message))
  }
}
