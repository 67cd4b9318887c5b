import TCAEngine

/// A TCA store running one feature for one replay, on its own `TestClock`.
///
/// After a send, the session runs the store's effects (their `.run` bodies start only after the
/// synchronous send returns, as in TCA), then advances the clock by zero to wake any sleeper due
/// now. Committed states (one per batch) are the emissions; every
/// action the root reducer receives is a cause, marked `(effect)` when an effect sent it.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: AsyncCounterFeature.State()) {
///   AsyncCounterFeature(clock: clock)
/// }
/// TCASession(store: store, clock: clock, recorder: recorder, project: { … }) { store in … }
/// ```
final class TCASession<State, Action>: EngineSession {
  private let store: Store<State, Action>
  private let clock: TestClock
  private let project: (State) -> ProjectedState
  private let deliver: (Int) -> Void

  /// - Parameter makeSender: given the root store, returns how to send the vocabulary action at
  ///   an index (for example through a scoped child store, as a child view would).
  init(
    store: Store<State, Action>, clock: TestClock, recorder: EngineRecorder,
    project: @escaping (State) -> ProjectedState,
    makeSender: (Store<State, Action>) -> (Int) -> Void
  ) {
    self.store = store
    self.clock = clock
    self.project = project
    self.deliver = makeSender(store)
    store._observeStates { [recorder, clock, project] state in
      guard recorder.recordsEmissions else { return }
      recorder.recordEmission(project(state), atMilliseconds: clock.elapsedMilliseconds)
    }
    store._observeActions { [recorder, clock] action, origin in
      guard recorder.recordsCauses else { return }
      recorder.recordCause(
        Cause(
          atMilliseconds: clock.elapsedMilliseconds,
          subject: TCACause(action: action, isEffect: origin == .effect)))
    }
    if recorder.recordsEmissions {
      recorder.recordEmission(project(store.state), atMilliseconds: 0)
    }
  }

  func send(action index: Int) {
    deliver(index)
    store.runEffects()
    clock._advance(by: .zero)
  }

  func advance(milliseconds: Int) {
    clock._advance(by: .milliseconds(milliseconds))
  }

  var milliseconds: Int { clock.elapsedMilliseconds }

  func projectedState() -> ProjectedState {
    project(store.state)
  }
}

/// A TCA action as TCA users print it: `.counter(.incrementButtonTapped)`, with effect-sent
/// actions marked: `.incrementResponse (effect)`.
struct TCACause<Action>: CauseSubject {
  var action: Action
  var isEffect: Bool

  var causeDescription: String {
    isEffect ? "\(describeCase(action)) (effect)" : describeCase(action)
  }
}
