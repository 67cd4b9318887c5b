import ReactorEngine

/// A todo list reactor, ported from the TCA feature the way ReactorKit code is written.
///
/// New todos go on top. Toggling a todo leaves it where it is for a second, then sorts the
/// done todos below the others: `mutate` appends a `sortTodos` delayed on the main scheduler.
/// Positions count rows as shown, after the filter, and are resolved against `currentState`.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// let reactor = TodosReactor()
/// VirtualTimeScheduler.withMain(scheduler) {
///   reactor.action.onNext(.addTodo("Milk"))
///   reactor.action.onNext(.addTodo("Eggs"))
///   reactor.action.onNext(.toggleTodo(at: 0))  // Eggs done, still on top
///   scheduler.advance(by: .seconds(1))
/// }
/// reactor.currentState.todos.map(\.title)      // ["Milk", "Eggs"]
/// ```
public final class TodosReactor: Reactor {
  /// What the user does.
  public enum Action: Equatable, Sendable {
    case addTodo(String)
    case toggleTodo(at: Int)
    case deleteTodo(at: Int)
    case selectFilter(Filter)
    case clearCompleted
  }

  /// How the state changes.
  public enum Mutation: Equatable, Sendable {
    case insertTodo(String)
    case toggleTodo(id: Int)
    case deleteTodo(id: Int)
    case setFilter(Filter)
    case removeCompletedTodos
    case sortTodos
  }

  /// The list, its filter, and the id the next todo gets.
  public struct State: Equatable, Sendable {
    /// Every todo, in display order.
    public var todos: [Todo] = []
    /// Which rows are shown.
    public var filter: Filter = .all
    /// The id the next inserted todo gets.
    public var nextID = 0

    /// An empty list showing everything.
    public init() {}

    /// The rows shown under the current filter.
    public var visibleTodos: [Todo] {
      switch filter {
      case .all: todos
      case .active: todos.filter { !$0.isDone }
      case .completed: todos.filter(\.isDone)
      }
    }

    /// How many todos are not done yet.
    public var activeCount: Int {
      todos.count { !$0.isDone }
    }
  }

  /// How long a toggled todo stays in place before the list sorts.
  static let sortDelay = RxTimeInterval.seconds(1)

  /// An empty list.
  public let initialState = State()

  /// Creates the reactor; its stream is built on first use.
  public init() {}

  /// Resolves positions to ids and schedules the sort after a toggle.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .addTodo(title):
      return .just(.insertTodo(title))

    case let .toggleTodo(index):
      guard let todo = visibleTodo(at: index) else { return .empty() }
      return .concat([
        .just(.toggleTodo(id: todo.id)),
        Observable.just(.sortTodos).delay(Self.sortDelay, scheduler: MainScheduler.instance),
      ])

    case let .deleteTodo(index):
      guard let todo = visibleTodo(at: index) else { return .empty() }
      return .just(.deleteTodo(id: todo.id))

    case let .selectFilter(filter):
      return .just(.setFilter(filter))

    case .clearCompleted:
      return .just(.removeCompletedTodos)
    }
  }

  /// Applies a mutation.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .insertTodo(title):
      state.todos.insert(Todo(id: state.nextID, title: title), at: 0)
      state.nextID += 1
    case let .toggleTodo(id):
      if let index = state.todos.firstIndex(where: { $0.id == id }) {
        state.todos[index].isDone.toggle()
      }
    case let .deleteTodo(id):
      state.todos.removeAll { $0.id == id }
    case let .setFilter(filter):
      state.filter = filter
    case .removeCompletedTodos:
      state.todos.removeAll(where: \.isDone)
    case .sortTodos:
      state.todos.sort { !$0.isDone && $1.isDone }
    }
    return state
  }

  private func visibleTodo(at index: Int) -> Todo? {
    let visibleTodos = currentState.visibleTodos
    return visibleTodos.indices.contains(index) ? visibleTodos[index] : nil
  }
}
