import ReactorEngine
import Testing
import TodosReactorKit

@Suite struct TodosReactorTests {
  @Test func addingPutsTheNewTodoOnTopWithTheNextID() {
    let reactor = TodosReactor()
    reactor.action.onNext(.addTodo("Milk"))
    reactor.action.onNext(.addTodo("Eggs"))
    #expect(reactor.currentState.todos == [Todo(id: 1, title: "Eggs"), Todo(id: 0, title: "Milk")])
    #expect(reactor.currentState.nextID == 2)
    #expect(reactor.currentState.activeCount == 2)
  }

  @Test func togglingSortsDoneTodosLastASecondLater() {
    // given
    let scheduler = VirtualTimeScheduler()
    let reactor = makeReactor(todos: ["Eggs", "Milk"])
    // when
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.action.onNext(.toggleTodo(at: 0))
      #expect(reactor.currentState.todos.map(\.isDone) == [true, false])
      scheduler.advance(by: .milliseconds(999))
      #expect(reactor.currentState.todos.map(\.title) == ["Eggs", "Milk"])
      scheduler.advance(by: .milliseconds(1))
    }
    // then
    #expect(reactor.currentState.todos.map(\.title) == ["Milk", "Eggs"])
  }

  @Test func eachToggleSortsOnItsOwnSecondEvenWhenAnotherFollows() {
    let scheduler = VirtualTimeScheduler()
    let reactor = makeReactor(todos: ["Bread", "Eggs", "Milk"])
    var orders: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      let subscription = reactor.state.subscribe(onNext: { state in
        orders.append(
          "\(scheduler.nowMilliseconds) "
            + state.todos.map { $0.isDone ? "\($0.title)✓" : $0.title }.joined(separator: ","))
      })
      reactor.action.onNext(.toggleTodo(at: 0))
      scheduler.advance(by: .milliseconds(500))
      reactor.action.onNext(.toggleTodo(at: 1))
      scheduler.advance(by: .seconds(2))
      subscription.dispose()
    }
    #expect(
      orders == [
        "0 Bread,Eggs,Milk",
        "0 Bread✓,Eggs,Milk",
        "500 Bread✓,Eggs✓,Milk",
        "1000 Milk,Bread✓,Eggs✓",
        "1500 Milk,Bread✓,Eggs✓",
      ])
  }

  @Test func deleteAndToggleCountRowsOfTheFilteredList() {
    let scheduler = VirtualTimeScheduler()
    let reactor = makeReactor(todos: ["Bread", "Eggs", "Milk"])
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.action.onNext(.toggleTodo(at: 0))
      scheduler.advance(by: .seconds(1))
      reactor.action.onNext(.selectFilter(.active))
      #expect(reactor.currentState.visibleTodos.map(\.title) == ["Eggs", "Milk"])
      reactor.action.onNext(.deleteTodo(at: 1))
      reactor.action.onNext(.toggleTodo(at: 0))
      scheduler.advance(by: .seconds(1))
    }
    #expect(reactor.currentState.todos.map(\.title) == ["Eggs", "Bread"])
    #expect(reactor.currentState.visibleTodos.isEmpty)
    #expect(reactor.currentState.activeCount == 0)
  }

  @Test func clearCompletedRemovesOnlyTheDoneTodos() {
    let scheduler = VirtualTimeScheduler()
    let reactor = makeReactor(todos: ["Eggs", "Milk"])
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.action.onNext(.toggleTodo(at: 0))
      reactor.action.onNext(.clearCompleted)
      scheduler.advance(by: .seconds(1))
    }
    #expect(reactor.currentState.todos == [Todo(id: 0, title: "Milk")])
  }

  @Test func aPositionPastTheEndEmitsNoState() {
    let reactor = makeReactor(todos: ["Milk"])
    var count = 0
    let subscription = reactor.state.subscribe(onNext: { _ in count += 1 })
    reactor.action.onNext(.toggleTodo(at: 1))
    reactor.action.onNext(.deleteTodo(at: -1))
    subscription.dispose()
    #expect(count == 1)
    #expect(reactor.currentState.todos == [Todo(id: 0, title: "Milk")])
  }
}

// MARK: - Fixtures

/// A reactor whose list holds `todos`, top first, added as a user would: bottom one first.
private func makeReactor(todos titles: [String]) -> TodosReactor {
  let reactor = TodosReactor()
  for title in titles.reversed() { reactor.action.onNext(.addTodo(title)) }
  return reactor
}
