import ReactorEngine
import TCAEngine

/// Feature pairs for the test suites only, registered when `COMPARE_CLI_TEST_FEATURES=1`.
///
/// `test-divergent` is a counter written once for each engine whose ReactorKit side stops
/// counting at 3 on purpose, so the divergence report has something to show after a few steps.
///
/// ```sh
/// COMPARE_CLI_TEST_FEATURES=1 compare-cli run divergent.txt
/// ```
extension FeaturePair {
  /// Every test-only pair.
  package static let testFeatures: [FeaturePair] = [testDivergent]

  /// A counter whose two sides differ on purpose from the fourth increment on.
  package static let testDivergent = FeaturePair(
    vocabulary: FeatureVocabulary(
      name: "test-divergent", actions: ["increment", "decrement"],
      fields: [.init(name: "count", type: .int)]),
    summary: "test only: a counter whose ReactorKit side stops at 3",
    tcaType: "DivergentCounter",
    reactorKitType: "DivergentCounterReactor",
    makeSession: { engine, recorder in
      switch engine {
      case .tca:
        return TCASession(
          store: Store(initialState: DivergentCounter.State()) { DivergentCounter() },
          clock: TestClock(), recorder: recorder, project: { ProjectedState(.int($0.count)) }
        ) { store in
          { index in store.send(index == 0 ? .increment : .decrement) }
        }
      case .reactorKit:
        return ReactorSession(
          reactor: DivergentCounterReactor(), recorder: recorder,
          project: { ProjectedState(.int($0.value)) }
        ) { reactor in
          { index in reactor.action.onNext(index == 0 ? .increase : .decrease) }
        }
      }
    })
}

// MARK: - TCA side

/// A plain counter.
private struct DivergentCounter: Reducer {
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

// MARK: - ReactorKit side

/// The same counter, except that `increaseValue` stops at 3: the deliberate difference.
private final class DivergentCounterReactor: Reactor {
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
