import Foundation
import TCAEngine

/// A todo list in the shape of TCA's own Todos example.
///
/// New todos go on top. Checking a todo leaves it where it is for a second, then moves the
/// completed todos below the active ones; each check restarts that second (the sort effect is
/// cancelled in flight), so quick checks sort once. Positions in `todoCheckboxTapped` and
/// `delete` count rows of the list as shown, after the filter.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: TodosFeature.State()) {
///   TodosFeature()
/// } withDependencies: {
///   $0.continuousClock = clock
///   $0.uuid = .incrementing
/// }
/// store.send(.addTodoButtonTapped(title: "Milk"))
/// store.send(.addTodoButtonTapped(title: "Eggs"))
/// store.send(.todoCheckboxTapped(index: 0))  // Eggs done, still on top
/// store.runEffects()
/// clock._advance(by: .seconds(1))
/// store.state.todos.map(\.title)             // ["Milk", "Eggs"]
/// ```
public struct TodosFeature: Sendable, Reducer {
  /// The list and its filter.
  public struct State: Equatable {
    /// Which rows are shown.
    public var filter: Filter = .all
    /// Every todo, in display order.
    public var todos: [Todo] = []

    /// An empty list showing everything.
    public init() {}

    /// The rows shown under the current filter.
    public var filteredTodos: [Todo] {
      switch filter {
      case .all: todos
      case .active: todos.filter { !$0.isComplete }
      case .completed: todos.filter(\.isComplete)
      }
    }

    /// How many todos are not done yet.
    public var activeCount: Int {
      todos.count { !$0.isComplete }
    }
  }

  /// What the view sends.
  public enum Action: Equatable, Sendable, CasePathable {
    /// The add button was tapped with the text field's title.
    case addTodoButtonTapped(title: String)
    /// The clear-completed button was tapped.
    case clearCompletedButtonTapped
    /// Rows were swiped away; offsets into the filtered list.
    case delete(IndexSet)
    /// A segment of the filter picker was chosen.
    case filterPicked(Filter)
    /// The delayed sort is due.
    case sortCompletedTodos
    /// A row's checkbox was tapped; an offset into the filtered list.
    case todoCheckboxTapped(index: Int)

    public struct AllCasePaths: Sendable {
      public var addTodoButtonTapped: AnyCasePath<Action, String> {
        AnyCasePath(
          embed: { .addTodoButtonTapped(title: $0) },
          extract: { if case let .addTodoButtonTapped(v0) = $0 { v0 } else { nil } }
        )
      }
      public var clearCompletedButtonTapped: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .clearCompletedButtonTapped },
          extract: { if case .clearCompletedButtonTapped = $0 { () } else { nil } }
        )
      }
      public var delete: AnyCasePath<Action, IndexSet> {
        AnyCasePath(
          embed: { .delete($0) },
          extract: { if case let .delete(v0) = $0 { v0 } else { nil } }
        )
      }
      public var filterPicked: AnyCasePath<Action, Filter> {
        AnyCasePath(
          embed: { .filterPicked($0) },
          extract: { if case let .filterPicked(v0) = $0 { v0 } else { nil } }
        )
      }
      public var sortCompletedTodos: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .sortCompletedTodos },
          extract: { if case .sortCompletedTodos = $0 { () } else { nil } }
        )
      }
      public var todoCheckboxTapped: AnyCasePath<Action, Int> {
        AnyCasePath(
          embed: { .todoCheckboxTapped(index: $0) },
          extract: { if case let .todoCheckboxTapped(v0) = $0 { v0 } else { nil } }
        )
      }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  /// How long a checked todo stays in place before the list sorts.
  public static let sortDelay = Duration.seconds(1)

  private enum CancelID { case todoCompletion }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  /// Creates the feature.
  public init() {}

  /// The list's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addTodoButtonTapped(title):
        state.todos.insert(Todo(id: self.uuid(), title: title), at: 0)
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case let .delete(offsets):
        let filteredTodos = state.filteredTodos
        for offset in offsets where filteredTodos.indices.contains(offset) {
          state.todos.removeAll { $0.id == filteredTodos[offset].id }
        }
        return .none

      case let .filterPicked(filter):
        state.filter = filter
        return .none

      case .sortCompletedTodos:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none

      case let .todoCheckboxTapped(index):
        let filteredTodos = state.filteredTodos
        guard filteredTodos.indices.contains(index),
          let position = state.todos.firstIndex(where: { $0.id == filteredTodos[index].id })
        else { return .none }
        state.todos[position].isComplete.toggle()
        return .run { send in
          try await self.clock.sleep(for: Self.sortDelay)
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)
      }
    }
  }
}
