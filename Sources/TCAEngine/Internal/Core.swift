/// Where a store's state lives and where its actions go: the root, or a scope of it.
///
/// `Store` is a thin handle over a core, as in TCA's `RootCore`/`ScopedCore`.
@usableFromInline
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The last committed state.
  var state: State { get }

  /// Calls `body` with the last committed state, lent in place rather than copied out.
  ///
  /// NB: `inout` only so that the state is lent by address, never copied, through this
  /// existential call; `body` must not change it.
  func withState<Result>(_ body: (inout State) -> Result) -> Result

  /// Sends an action to the root, embedding it on the way.
  func send(_ action: Action, origin: ActionOrigin)

  /// The number of `.run` effects of the root still in flight.
  var runningEffectCount: Int { get }

  /// The most `.run` effects the root keeps in flight at once.
  var effectLimit: Int { get set }

  /// Whether the root warns when it first refuses a `.run` at `effectLimit`.
  var warnsAtEffectLimit: Bool { get set }

  /// Set when the root first refused a `.run` because `effectLimit` were in flight.
  var effectLimitError: EffectLimitError? { get }

  /// Runs the root's ready `.run` effect jobs on this thread until none is left.
  func runEffects()

  /// The executor the root runs its `.run` effects on.
  var executor: EffectExecutor { get }

  /// Whether an effect of the root marked `.cancellable(id: id)` is still running.
  func isInFlight(cancellableBy id: AnyHashable) -> Bool

  /// Cancels the root's effects marked with `id`, as a returned `.cancel(id:)` would.
  func cancelEffects(id: AnyHashable)

  /// Calls `body` with every committed state, once per batch.
  func observeStates(_ body: @escaping (State) -> Void)

  /// Calls `body` with every action of this core's type the root reducer receives.
  func observeActions(_ body: @escaping (Action, ActionOrigin) -> Void)

  /// Calls `body` when each `.run` effect of the root starts and when it ends.
  func observeEffects(_ body: @escaping (EffectLifetimeEvent) -> Void)

  /// Calls `body` once, when the root first refuses a `.run` at `effectLimit`.
  func observeEffectLimit(_ body: @escaping () -> Void)
}

/// A child core: state read through a key path, actions embedded through a case path.
final class ScopedCore<ParentState, ParentAction, State, Action>: Core {
  let parent: any Core<ParentState, ParentAction>
  let toState: KeyPath<ParentState, State>
  let toAction: AnyCasePath<ParentAction, Action>

  init(
    parent: any Core<ParentState, ParentAction>,
    toState: KeyPath<ParentState, State>,
    toAction: AnyCasePath<ParentAction, Action>
  ) {
    self.parent = parent
    self.toState = toState
    self.toAction = toAction
  }

  var state: State {
    parent.state[keyPath: toState]
  }

  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    parent.withState { parent in
      var state = parent[keyPath: toState]
      return body(&state)
    }
  }

  var runningEffectCount: Int {
    parent.runningEffectCount
  }

  var effectLimit: Int {
    get { parent.effectLimit }
    set { parent.effectLimit = newValue }
  }

  var warnsAtEffectLimit: Bool {
    get { parent.warnsAtEffectLimit }
    set { parent.warnsAtEffectLimit = newValue }
  }

  var effectLimitError: EffectLimitError? {
    parent.effectLimitError
  }

  func runEffects() {
    parent.runEffects()
  }

  @usableFromInline var executor: EffectExecutor {
    parent.executor
  }

  func isInFlight(cancellableBy id: AnyHashable) -> Bool {
    parent.isInFlight(cancellableBy: id)
  }

  func cancelEffects(id: AnyHashable) {
    parent.cancelEffects(id: id)
  }

  func send(_ action: Action, origin: ActionOrigin) {
    parent.send(toAction.embed(action), origin: origin)
  }

  func observeStates(_ body: @escaping (State) -> Void) {
    let toState = toState
    parent.observeStates { body($0[keyPath: toState]) }
  }

  func observeEffects(_ body: @escaping (EffectLifetimeEvent) -> Void) {
    parent.observeEffects(body)
  }

  func observeEffectLimit(_ body: @escaping () -> Void) {
    parent.observeEffectLimit(body)
  }

  func observeActions(_ body: @escaping (Action, ActionOrigin) -> Void) {
    let toAction = toAction
    parent.observeActions { action, origin in
      if let action = toAction.extract(from: action) { body(action, origin) }
    }
  }
}
