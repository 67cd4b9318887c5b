import TCAEngine

/// A TCA store running one feature for one replay, on its own `TestClock`.
///
/// After a send, the session runs the store's effects (their `.run` bodies start only after the
/// synchronous send returns, as in TCA), then advances the clock by zero to wake any sleeper due
/// now. Committed states (one per batch) are the emissions; every action the root reducer
/// receives is a cause, marked `(effect)` when an effect sent it.
@usableFromInline @MainActor
final class TCASession<Feature: Reducer> {
  @usableFromInline let store: StoreOf<Feature>
  private let clock: TestClock
  private let senders: [ActionSender]
  @usableFromInline let readers: [FieldReader<Feature.State>]
  // NB: `@exclusivity(unchecked)`: read and rewritten once per step, only here, never while
  // another access is open; the runtime check cost more than the field reads it guards.
  @exclusivity(unchecked) @usableFromInline var current: ProjectedState
  private let recorder: EngineRecorder
  /// The pair's view for this session, kept for as long as the session runs.
  private let view: Any?

  @usableFromInline init(
    store: StoreOf<Feature>, clock: TestClock, recorder: EngineRecorder,
    senders: [ActionSender], readers: [FieldReader<Feature.State>], view: Any? = nil
  ) {
    self.view = view
    self.store = store
    self.clock = clock
    self.senders = senders
    self.readers = readers
    self.current = ProjectedState(repeatElement(StateValue.none, count: readers.count))
    self.recorder = recorder
    store._effectLimit = recorder.pendingWorkLimit
    // NB: the replay reports the refusal itself, as a located error at its step.
    store._warnsAtEffectLimit = false
    // NB: told by the store rather than asking it after every step; a store its closure had
    // already driven past the limit is noted at once.
    store._observeEffectLimit { [recorder] in recorder.reachedPendingWorkLimit = true }
    if store._effectLimitError != nil { recorder.reachedPendingWorkLimit = true }
    // NB: observers are registered only when the recorder can use them: a store with none
    // skips the per-action and per-batch calls entirely.
    if recorder.recordsEmissions {
      store._observeStates { [unowned self, recorder, clock] state in
        recorder.recordEmission(read(state), atMilliseconds: clock.elapsedMilliseconds)
      }
    }
    if recorder.mayRecordCauses {
      store._observeActions { [recorder, clock] action, origin in
        guard recorder.recordsCauses else { return }
        recorder.recordCause(
          Cause(
            atMilliseconds: clock.elapsedMilliseconds,
            subject: TCACause(action: action, isEffect: origin == .effect)))
      }
    }
    if recorder.recordsLifetimes {
      let lifetimes = EffectLifetimeTracker(recorder: recorder, clock: clock)
      store._observeActions { action, _ in lifetimes.lastAction = action }
      store._observeEffects { lifetimes.report($0) }
    }
    if recorder.recordsEmissions {
      recorder.recordEmission(read(store.state), atMilliseconds: 0)
    }
  }

  @usableFromInline func send(action index: Int, payload: StateValue?) {
    senders[index].send(payload)
    settle()
  }

  @usableFromInline func sender(action index: Int, payload: StateValue?) -> () -> Void {
    let sender = senders[index]
    return { [self] in
      sender.send(payload)
      settle()
    }
  }

  /// After a send: runs the effects it started, then wakes the sleepers due now.
  private func settle() {
    store.runEffects()
    clock._wakeDueSleepers()
  }

  @usableFromInline func advance(milliseconds: Int) {
    clock._advance(by: .milliseconds(milliseconds))
  }

  @usableFromInline var milliseconds: Int { clock.elapsedMilliseconds }

  @inlinable var state: ProjectedState {
    store._withState { state in
      FieldReader.read(readers, from: &state, into: &current)
      return current
    }
  }

  @inlinable func read(_ state: Feature.State) -> ProjectedState {
    var state = state
    FieldReader.read(readers, from: &state, into: &current)
    return current
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
