import CompareKit
import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `test-query`: a search field whose ReactorKit side drops the last character of a query of
  /// three or more characters, a divergence planted for the fuzzer. Its one minimal scenario
  /// is `send type "aaa"`.
  public static let testQuery = FeaturePair(
    "test-query",
    summary: "test only: a query of three or more characters loses its last on ReactorKit",
    tca: QueryField.self,
    store: { _ in Store(initialState: .init()) { QueryField() } },
    reactorKit: QueryFieldReactor.self,
    reactor: { QueryFieldReactor() },
    durations: [.milliseconds(300)],
    actions: [
      .action(
        "type", payload: String.self, values: ["sw", "swift"], equivalent: [["sw", "swi"]],
        tca: { .type($0) },
        reactorKit: { .type($0) }),
      .action("clear", tca: .clear, reactorKit: .clear),
    ],
    fields: [.field("query", tca: \.query, reactorKit: \.query)])
}

// MARK: - TCA side

/// A text field's query.
struct QueryField: Reducer {
  struct State: Equatable {
    var query = ""
  }

  enum Action {
    case type(String)
    case clear
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .type(let text): state.query = text
      case .clear: state.query = ""
      }
      return .none
    }
  }
}

// MARK: - ReactorKit side

/// The same field, except that a query of three or more characters loses its last one.
final class QueryFieldReactor: Reactor {
  enum Action {
    case type(String)
    case clear
  }

  enum Mutation {
    case setQuery(String)
  }

  struct State {
    var query = ""
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .type(let text): .just(.setQuery(text.count >= 3 ? String(text.dropLast()) : text))
    case .clear: .just(.setQuery(""))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    if case .setQuery(let query) = mutation { state.query = query }
    return state
  }
}
