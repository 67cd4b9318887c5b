import CompareKit
import ReactorEngine
import TCAEngine

/// A speed, written in scenarios as its name: `send speed "fast"`. A custom payload type: the
/// parser takes only the three names, and the fuzzer sends only the pair's own values.
public enum Speed: String, ActionPayload, CaseIterable {
  case slow, fast, turbo

  public static var payloadType: PayloadType { .string }

  public init?(payload: StateValue) {
    guard let name = String(payload: payload), let speed = Speed(rawValue: name) else {
      return nil
    }
    self = speed
  }
}

extension FeaturePair {
  /// `test-speed`: a speed switch whose ReactorKit side caps `turbo` at `fast`, a divergence
  /// planted behind a custom payload type. Its one minimal scenario is `send speed "turbo"`.
  public static let testSpeed = FeaturePair(
    "test-speed",
    summary: "test only: a speed switch whose ReactorKit side caps turbo at fast",
    tca: SpeedSwitch.self,
    store: { _ in Store(initialState: .init()) { SpeedSwitch() } },
    reactorKit: SpeedSwitchReactor.self,
    reactor: { SpeedSwitchReactor() },
    actions: [
      .action(
        "speed", payload: Speed.self, values: Speed.allCases, tca: { .set($0) },
        reactorKit: { .set($0) })
    ],
    fields: [.field("speed", tca: \.speed, reactorKit: \.speed)])
}

// MARK: - TCA side

/// The selected speed.
struct SpeedSwitch: Reducer {
  struct State: Equatable {
    var speed = Speed.slow
  }

  enum Action {
    case set(Speed)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .set(let speed): state.speed = speed
      }
      return .none
    }
  }
}

// MARK: - ReactorKit side

/// The same switch, except that `turbo` becomes `fast`.
final class SpeedSwitchReactor: Reactor {
  enum Action {
    case set(Speed)
  }

  enum Mutation {
    case setSpeed(Speed)
  }

  struct State {
    var speed = Speed.slow
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .set(let speed): .just(.setSpeed(speed == .turbo ? .fast : speed))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSpeed(let speed): state.speed = speed
    }
    return state
  }
}
