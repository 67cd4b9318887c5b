import CompareKit
import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `test-divergent`: a counter written once for each engine whose ReactorKit side stops
  /// counting at 3 on purpose, so the divergence report has something to show after a few
  /// steps.
  public static let testDivergent = FeaturePair(
    "test-divergent",
    summary: "test only: a counter whose ReactorKit side stops at 3",
    tca: PlainCounter.self,
    store: { _ in Store(initialState: .init()) { PlainCounter() } },
    reactorKit: DivergentCounterReactor.self,
    reactor: { DivergentCounterReactor() },
    actions: [
      .action("increment", tca: .increment, reactorKit: .increase),
      .action("decrement", tca: .decrement, reactorKit: .decrease),
    ],
    fields: [.field("count", tca: \.count, reactorKit: \.value)])
}

// MARK: - ReactorKit side

/// The same counter, except that `increaseValue` stops at 3: the deliberate difference.
final class DivergentCounterReactor: Reactor {
  enum Action {
    case increase
    case decrease
  }

  enum Mutation {
    case increaseValue
    case decreaseValue
  }

  struct State {
    var value = 0
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase: .just(.increaseValue)
    case .decrease: .just(.decreaseValue)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue: state.value = min(state.value + 1, 3)
    case .decreaseValue: state.value -= 1
    }
    return state
  }
}
