import CompareKit
import ReactorEngine
import TCAEngine

/// A key of the combination lock.
public enum LockKey: Sendable, Equatable {
  case up, down, left, right

  /// The combination: eight presses.
  static let code: [LockKey] = [.up, .up, .down, .down, .left, .right, .left, .right]
}

extension FeaturePair {
  /// `test-lock`: a combination lock that, once the eight-key code is entered, stays open for
  /// one second and then locks again. The ReactorKit side locks again 1 ms late, a divergence
  /// planted deep for the fuzzer: it shows only after the eight right presses in order (a wrong
  /// one starts over) and then exactly one second of virtual time, at 1000 ms since the
  /// lock opened, not at 999 ms or 1001 ms. Its one minimal scenario is the eight presses and
  /// `advance 1s`: nine directives.
  public static let testLock = FeaturePair(
    "test-lock",
    summary: "test only: an eight-key lock that ReactorKit locks again 1 ms late",
    tca: CombinationLock.self,
    store: { clock in Store(initialState: .init()) { CombinationLock(clock: clock) } },
    reactorKit: CombinationLockReactor.self,
    reactor: { CombinationLockReactor() },
    durations: [.seconds(1)],
    actions: [
      .action("up", tca: .press(.up), reactorKit: .press(.up)),
      .action("down", tca: .press(.down), reactorKit: .press(.down)),
      .action("left", tca: .press(.left), reactorKit: .press(.left)),
      .action("right", tca: .press(.right), reactorKit: .press(.right)),
    ],
    fields: [.field("entered", tca: \.entered, reactorKit: \.entered)])
}

/// How far into the code `key` takes a lock that has `entered` keys right.
private func lockProgress(after key: LockKey, from entered: Int) -> Int {
  if key == LockKey.code[entered] { return entered + 1 }
  return key == LockKey.code[0] ? 1 : 0
}

// MARK: - TCA side

/// The lock: presses while it is open are ignored; one second after opening it locks again.
struct CombinationLock: Reducer {
  struct State: Equatable {
    /// The keys of the code entered so far; 8 when open.
    var entered = 0
  }

  enum Action {
    case press(LockKey)
    case relock
  }

  let clock: any Clock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .press(let key):
        guard state.entered < LockKey.code.count else { return .none }
        state.entered = lockProgress(after: key, from: state.entered)
        guard state.entered == LockKey.code.count else { return .none }
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.relock)
        }
      case .relock:
        state.entered = 0
        return .none
      }
    }
  }
}

// MARK: - ReactorKit side

/// The same lock, except that it locks again 1001 ms after opening.
final class CombinationLockReactor: Reactor {
  enum Action {
    case press(LockKey)
  }

  enum Mutation {
    case setEntered(Int)
  }

  struct State {
    var entered = 0
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .press(let key):
      let now = currentState.entered
      guard now < LockKey.code.count else { return .empty() }
      let next = lockProgress(after: key, from: now)
      guard next == LockKey.code.count else { return .just(.setEntered(next)) }
      return .concat([
        .just(.setEntered(next)),
        Observable.just(Mutation.setEntered(0)).delay(
          .milliseconds(1001), scheduler: MainScheduler.instance),
      ])
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setEntered(let entered): state.entered = entered
    }
    return state
  }
}
