import CompareKit
import Foundation
import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `test-burst`: a counter whose ReactorKit side counts one extra when three increments land
  /// within 499 ms of virtual time, a divergence planted for the fuzzer. Its one minimal
  /// scenario is `send increment x3`.
  public static let testBurst = FeaturePair(
    "test-burst",
    summary: "test only: three increments within 499 ms count one extra on ReactorKit",
    tca: PlainCounter.self,
    store: { _ in Store(initialState: .init()) { PlainCounter() } },
    reactorKit: BurstCounterReactor.self,
    reactor: { BurstCounterReactor() },
    durations: [.milliseconds(500)],
    actions: [
      .action("increment", tca: .increment, reactorKit: .increase),
      .action("decrement", tca: .decrement, reactorKit: .decrease),
    ],
    fields: [.field("count", tca: \.count, reactorKit: \.value)])
}

// MARK: - ReactorKit side

/// The same counter, except for a bonus on the third of three increments within 499 ms.
final class BurstCounterReactor: Reactor {
  enum Action {
    case increase
    case decrease
  }

  enum Mutation {
    case add(Int)
  }

  struct State {
    var value = 0
  }

  let initialState = State()
  /// The virtual times, in milliseconds, of the last three increments.
  private var increments: [Int] = []

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase:
      let now = Int((MainScheduler.instance.now.timeIntervalSince1970 * 1000).rounded())
      increments.append(now)
      if increments.count > 3 { increments.removeFirst() }
      let burst = increments.count == 3 && now - increments[0] <= 499
      return .just(.add(burst ? 2 : 1))
    case .decrease:
      return .just(.add(-1))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    if case .add(let amount) = mutation { state.value += amount }
    return state
  }
}
