import Synchronization

// MARK: - Library-provided members

extension Reactor {
  @inlinable
  var storage: ReactorStorage<Self> {
    ReactorStorageTable.storage(for: self)
  }

  /// The subject to send actions to; the first access builds and connects the state stream.
  ///
  /// With stubbing enabled, the stub's action subject, which records actions and never reaches
  /// `mutate`.
  ///
  /// ```swift
  /// reactor.action.onNext(.increase)
  /// ```
  @inlinable
  public var action: ActionSubject<Action> {
    let storage = self.storage
    if storage.isStubEnabled { return stub(in: storage).action }
    _ = stateStream(in: storage)
    return storage.action
  }

  /// The state stream, built and connected on first access, replaying the latest state.
  ///
  /// With stubbing enabled, the stub's state relay.
  ///
  /// ```swift
  /// reactor.state.map(\.value).subscribe(onNext: { print($0) })
  /// ```
  @inlinable
  public var state: Observable<State> {
    let storage = self.storage
    if storage.isStubEnabled { return stub(in: storage).state.asObservable() }
    return stateStream(in: storage)
  }

  /// The latest state the stream produced, or `initialState` before it produced any.
  ///
  /// Set just before subscribers see each state.
  ///
  /// ```swift
  /// reactor.action.onNext(.increase)
  /// reactor.currentState.value  // 1
  /// ```
  @inlinable
  public internal(set) var currentState: State {
    get { storage.cells.currentState ?? initialState }
    set { storage.cells.currentState = newValue }
  }

  @inlinable
  func stateStream(in storage: ReactorStorage<Self>) -> Observable<State> {
    if let state = storage.state.load() { return state }
    // NB: built under the lock and checked again there: two threads reading `state` first at
    // once must not both build and connect a stream.
    storage.stateCreation.withLock { _ in
      if storage.state.load() == nil { _ = storage.state.storeIfNil(makeStateStream(in: storage)) }
    }
    return storage.state.load()!
  }

  /// ReactorKit's `createStateStream()`.
  // NB: pre-specialised for the reactors this module ships, so the closures of their streams
  // are built from specialised code; other reactors run the generic version.
  @_specialize(where Self == CounterReactor)
  @_specialize(where Self == CounterViewReactor)
  @_specialize(where Self == CounterDashboardReactor)
  // NB: inlinable so that a reactor declared in another module (a user's) builds its stream,
  // and runs every action through it, in code specialised for its own types.
  @inlinable
  func makeStateStream(in storage: ReactorStorage<Self>) -> Observable<State> {
    let cells = storage.cells
    // NB: a `weak let`, not `[weak self]`: see `WeakReference`.
    let owner = WeakReference(self)
    let action = storage.action.observe(on: scheduler)
    let mutation = transform(action: action)
      .flatMap { action -> Observable<Mutation> in
        guard let self = owner.object else { return .empty() }
        cells.actionProbe?(action)
        let mutations = self.mutate(action: action).catch { _ in .empty() }
        // NB: one optional load per action when nobody observes lifetimes.
        guard let lifetimes = cells.lifetimeProbe else { return mutations }
        return lifetimes.instrument(mutations, for: action)
      }
    let initialState = self.initialState
    let state = transform(mutation: mutation)
      .scan(initialState) { state, mutation -> State in
        guard let self = owner.object else { return state }
        cells.mutationProbe?(mutation)
        return self.reduce(state: state, mutation: mutation)
      }
      .catch { _ in .empty() }
      .startWith(initialState)
    // NB: ReactorKit's `do(onNext:)` setting `currentState`, which is now read from the
    // replay's subject (see `ReactorCells`): all that is left to do is to note a state passing,
    // and `do` would copy every state to bind it for `onNext`.
    let shared = Observable.lift(transform(state: state)) { downstream, subscription in
      { event in
        if case .next = event { cells.streamWillProduceState() }
        downstream(event)
        if event.isStopEvent { subscription.dispose() }
      }
    }
    .replay(1)
    cells.streamStates = shared.subject
    shared.connect().disposed(by: storage.disposeBag)
    return shared.asObservable()
  }
}

// MARK: - Instrumentation

extension Reactor {
  /// The cells holding ``currentState``, for a reader that reads it on every step: reading
  /// `currentState` itself looks the reactor's storage up each time.
  ///
  /// ```swift
  /// let cells = reactor._cells
  /// reactor.action.onNext(.increase)
  /// cells.withLatestState { $0.value }  // 1
  /// ```
  package var _cells: ReactorCells<Self> { storage.cells }
}

extension Reactor {
  /// Registers probes called with every action as it enters `mutate(action:)` and every
  /// mutation as it enters `reduce(state:mutation:)`, replacing earlier probes.
  ///
  /// For the replay's cause column; users observe `state` instead.
  ///
  /// ```swift
  /// reactor._observe(actions: { print("action", $0) }, mutations: { print("mutation", $0) })
  /// ```
  package func _observe(
    actions: @escaping (Action) -> Void, mutations: @escaping (Mutation) -> Void
  ) {
    let cells = storage.cells
    cells.actionProbe = actions
    cells.mutationProbe = mutations
  }
}

extension Reactor {
  /// Registers a probe told when each action's `mutate` stream is subscribed, delivers a
  /// mutation, completes and is disposed, replacing an earlier probe; `nil` removes it.
  ///
  /// For outputs that draw effect lifetimes; without a probe the state stream is built and runs
  /// exactly as it does otherwise.
  ///
  /// ```swift
  /// reactor._observeLifetimes { print($0) }
  /// reactor.action.onNext(.increase)  // subscribed(id: 1, …), delivered(id: 1), …
  /// ```
  package func _observeLifetimes(_ report: ((MutateLifetime<Action>) -> Void)?) {
    storage.cells.lifetimeProbe = report.map(MutateLifetimeProbe.init)
  }
}
