/// The runtime of a feature: holds its state, runs its reducer and effects.
///
/// A root store processes actions through one FIFO queue, in a loop: the action's effects
/// start right after it is reduced, `.send`s are delivered in the same batch, and the new
/// state is committed once the batch is done. As in TCA, `.run` bodies start only after
/// `send` returns: they are tasks on the store's own executor, which runs when you call
/// ``runEffects()`` (a ``TestStore`` does it after every step, a ``TestClock`` after every
/// wake-up), so the store is deterministic. As in TCA, a store lives on the main actor; its
/// `.run` bodies do not (they run on the store's executor, on the thread that drains it).
///
/// ```swift
/// let store = Store(initialState: CounterDashboardFeature.State()) {
///   CounterDashboardFeature()
/// }
/// let child = store.scope(state: \.counter, action: \.counter)
/// child.send(.incrementButtonTapped)
/// store.state.counter.count  // 1
/// ```
@preconcurrency @MainActor
public final class Store<State, Action> {
  // NB: `nonisolated(unsafe)` so that a test store's nonisolated `deinit` can ask whether
  // effects are still in flight; every other use is on the main actor.
  @usableFromInline nonisolated(unsafe) let core: any Core<State, Action>
  // NB: Sending goes through a closure made where the store is created, so a root store for
  // a concrete feature sends through its specialized loop, and a child store through its
  // parent's closure, with no existential dispatch per action.
  @usableFromInline let sendAction: (Action) -> Void
  private var children: [ScopeID: AnyObject] = [:]

  @usableFromInline
  init(core: any Core<State, Action>, send: @escaping (Action) -> Void) {
    self.core = core
    self.sendAction = send
  }

  /// Creates a root store from an initial state and the feature's reducer.
  ///
  /// The reducer closure is a ``ReducerBuilder``, as in TCA. `prepareDependencies` overrides
  /// dependencies for the state, the reducer and every effect of this store (child stores and
  /// `Scope`d reducers included); the store keeps the dependencies in force where it is
  /// created, with the changes, and runs its reducer with exactly those.
  ///
  /// ```swift
  /// let store = Store(initialState: TimerCounterFeature.State()) {
  ///   TimerCounterFeature()
  /// } withDependencies: {
  ///   $0.continuousClock = TestClock()
  /// }
  /// ```
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let core: RootCore<R>
    if let prepareDependencies {
      core = withDependencies(prepareDependencies) {
        RootCore(
          initialState: initialState(), reducer: reducer(),
          dependencies: DependencyValues._current)
      }
    } else {
      core = RootCore(
        initialState: initialState(), reducer: reducer(), dependencies: DependencyValues._current)
    }
    self.init(core: core, send: { core.send($0, origin: .send) })
  }

  /// The current committed state.
  ///
  /// A child store's state is read from the root's committed state through its key path.
  ///
  /// ```swift
  /// store.state.counter.count
  /// ```
  public var state: State {
    core.state
  }

  /// Calls `body` with the current committed state, without copying it out as ``state`` does.
  ///
  /// For a reader that reads a few fields after every step. Lent `inout` only so that it is
  /// passed by address, never copied: `body` must not change it, nor send to the store, which
  /// would commit a new state over the one it is lent.
  ///
  /// ```swift
  /// let count = store._withState { $0.counter.count }
  /// ```
  @inlinable
  package func _withState<Result>(_ body: (inout State) -> Result) -> Result {
    core.withState(body)
  }

  /// Sends an action to the store.
  ///
  /// From a child store the action is embedded into the parent's case and goes through the
  /// root reducer. Returns once the action and everything it sent with `.send` are reduced
  /// and the new state is committed; the `.run` effects it started have not begun yet (see
  /// ``runEffects()``).
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)
  /// ```
  @inlinable
  public func send(_ action: Action) {
    sendAction(action)
  }

  /// Runs the `.run` effects that are ready, on this thread, until each has finished or is
  /// waiting on a clock.
  ///
  /// In TCA the main actor starts effect tasks once `send` returns; here nothing runs behind
  /// your back, so you say when. Actions the effects send are processed as they are sent.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)  // isLoading == true, the effect not started
  /// store.runEffects()                  // the effect starts and sleeps on the clock
  /// clock._advance(by: .milliseconds(500))
  /// store.state.count                   // 1
  /// ```
  public func runEffects() {
    core.runEffects()
  }

  /// A store focused on one child feature: its state at `state`, its actions in case `action`.
  ///
  /// Scoping again with the same key paths returns the same store.
  ///
  /// ```swift
  /// CounterScopeChildView(store: store.scope(state: \.counter, action: \.counter))
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let toChildAction = AnyCasePath(action)
    let sendToParent = sendAction
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, toState: state, toAction: toChildAction),
      send: { sendToParent(toChildAction.embed($0)) }
    )
    children[id] = child
    return child
  }
}

/// A store for a reducer's state and action types.
///
/// What a view holds.
///
/// ```swift
/// let store: StoreOf<CounterDashboardFeature>
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The cache key of a child store: the key paths it was scoped with.
private struct ScopeID: Hashable {
  let state: AnyHashable
  let action: AnyHashable

  init(state: AnyKeyPath, action: AnyKeyPath) {
    self.state = state
    self.action = action
  }
}
