import CompareKit
import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `test-todos`: a todo list whose state holds nested records, lists, optionals, decimals
  /// and enums, read by reflection on both sides, with an action of every payload type.
  ///
  /// Both sides agree, except `toggleAll`, which the reactor does not apply past the second
  /// todo: the divergence report must name exactly `todos[2].done`.
  public static let testTodos = FeaturePair(
    "test-todos",
    summary: "test only: a todo list of nested values; toggleAll diverges from the third todo",
    tca: TodosFeature.self,
    store: { _ in Store(initialState: .init()) { TodosFeature() } },
    reactorKit: TodosReactor.self,
    reactor: { TodosReactor() },
    durations: [.milliseconds(300), .seconds(1)],
    actions: [
      .action(
        "add", payload: String.self, values: ["Milk", "Eggs"], tca: { .add($0) },
        reactorKit: { .add($0) }),
      .action("toggle", payload: Int.self, tca: { .toggle($0) }, reactorKit: { .toggle($0) }),
      .action("escalate", payload: Int.self, tca: { .escalate($0) }, reactorKit: { .escalate($0) }),
      .action(
        "estimate", payload: Double.self, tca: { .estimate($0) }, reactorKit: { .estimate($0) }),
      .action(
        "showCompleted", payload: Bool.self, tca: { .showCompleted($0) },
        reactorKit: { .showCompleted($0) }),
      .action("toggleAll", tca: .toggleAll, reactorKit: .toggleAll),
    ],
    fields: [
      .field("todos", tca: \.todos, reactorKit: \.todos),
      .field("filter", tca: \.filter, reactorKit: \.filter),
      .field("selection", tca: \.selection, reactorKit: \.selection),
      .field("total", tca: \.total, reactorKit: \.total),
      .field("tags", tca: \.tags, reactorKit: \.tags),
    ])
}

/// How urgent a todo is: an enum with and without payloads.
enum Priority: Equatable, Sendable {
  case normal
  case urgent(level: Int)
}

/// Which todos show.
enum Filter: Equatable, Sendable {
  case all
  case completed
}

// MARK: - TCA side

/// The TCA side, as a TCA feature is written.
struct TodosFeature: Reducer {
  struct Todo: Equatable {
    var title: String
    var done = false
    var priority = Priority.normal
    var estimate: Double?
  }

  struct State: Equatable {
    var todos: [Todo] = []
    var filter = Filter.all
    var selection: Int?
    var total = 0.0
    var tags: [String] = []
  }

  enum Action {
    case add(String)
    case toggle(Int)
    case escalate(Int)
    case estimate(Double)
    case showCompleted(Bool)
    case toggleAll
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let title):
        state.todos.append(Todo(title: title))
        state.tags.append(title.lowercased())
      case .toggle(let index):
        guard state.todos.indices.contains(index) else { return .none }
        state.todos[index].done.toggle()
        state.selection = index
      case .escalate(let index):
        guard state.todos.indices.contains(index) else { return .none }
        state.todos[index].priority = .urgent(level: index + 1)
      case .estimate(let hours):
        guard !state.todos.isEmpty else { return .none }
        state.todos[state.todos.count - 1].estimate = hours
        state.total += hours
      case .showCompleted(let show):
        state.filter = show ? .completed : .all
      case .toggleAll:
        for index in state.todos.indices { state.todos[index].done.toggle() }
      }
      return .none
    }
  }
}

// MARK: - ReactorKit side

/// The ReactorKit side, as a reactor is written; `toggleAll` stops after two todos on purpose.
final class TodosReactor: Reactor {
  struct Todo: Equatable {
    var title: String
    var done = false
    var priority = Priority.normal
    var estimate: Double?
  }

  enum Action {
    case add(String)
    case toggle(Int)
    case escalate(Int)
    case estimate(Double)
    case showCompleted(Bool)
    case toggleAll
  }

  enum Mutation {
    case append(String)
    case toggled(Int, Bool)
    case setDone(Int, Bool)
    case setPriority(Int, Priority)
    case addEstimate(Double)
    case setFilter(Filter)
  }

  struct State {
    var todos: [Todo] = []
    var filter = Filter.all
    var selection: Int?
    var total = 0.0
    var tags: [String] = []
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    let todos = currentState.todos
    switch action {
    case .add(let title):
      return .just(.append(title))
    case .toggle(let index):
      guard todos.indices.contains(index) else { return .empty() }
      return .just(.toggled(index, !todos[index].done))
    case .escalate(let index):
      guard todos.indices.contains(index) else { return .empty() }
      return .just(.setPriority(index, .urgent(level: index + 1)))
    case .estimate(let hours):
      return todos.isEmpty ? .empty() : .just(.addEstimate(hours))
    case .showCompleted(let show):
      return .just(.setFilter(show ? .completed : .all))
    case .toggleAll:
      // NB: the deliberate difference: only the first two todos are toggled.
      return .from(todos.indices.prefix(2).map { .setDone($0, !todos[$0].done) })
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .append(let title):
      state.todos.append(Todo(title: title))
      state.tags.append(title.lowercased())
    case .toggled(let index, let done):
      state.todos[index].done = done
      state.selection = index
    case .setDone(let index, let done):
      state.todos[index].done = done
    case .setPriority(let index, let priority):
      state.todos[index].priority = priority
    case .addEstimate(let hours):
      state.todos[state.todos.count - 1].estimate = hours
      state.total += hours
    case .setFilter(let filter):
      state.filter = filter
    }
    return state
  }
}
