import TCAEngine

/// A plain counter: the TCA side of the test pairs whose planted difference is on the
/// ReactorKit side.
struct PlainCounter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case increment
    case decrement
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
      return .none
    }
  }
}
