/// A reactor's stand-in for view tests: set its state by hand and read the actions sent.
///
/// With `reactor.isStubEnabled = true`, `reactor.state` is `stub.state` and `reactor.action`
/// is `stub.action`, which records every action in `actions` and never calls `mutate`.
/// Setting `stub.state.value` also sets `reactor.currentState`.
///
/// ```swift
/// let reactor = CounterReactor()
/// reactor.isStubEnabled = true
/// reactor.action.onNext(.increase)
/// reactor.stub.actions  // [.increase]
/// reactor.stub.state.value = CounterReactor.State(value: 7)
/// reactor.currentState.value  // 7
/// ```
public final class Stub<Reactor: ReactorEngine.Reactor> {
  private let disposeBag: DisposeBag

  /// The stubbed state; starts at the reactor's `initialState`.
  ///
  /// Setting it emits on `reactor.state` and updates `reactor.currentState`.
  ///
  /// ```swift
  /// reactor.stub.state.value = CounterReactor.State(value: 1)
  /// ```
  public let state: StateRelay<Reactor.State>

  /// The stubbed action subject; what is sent here is recorded in ``actions``.
  ///
  /// `reactor.action` returns it while stubbing is enabled.
  ///
  /// ```swift
  /// reactor.stub.action.onNext(.increase)
  /// ```
  public let action: ActionSubject<Reactor.Action>

  /// Every action sent to the stub, in order.
  ///
  /// Assert on it in view tests.
  ///
  /// ```swift
  /// #expect(reactor.stub.actions.count == 1)
  /// ```
  public private(set) var actions: [Reactor.Action] = []

  /// Creates the stub of `reactor`; its subscriptions live in `disposeBag`.
  ///
  /// Reactors create their stub themselves on first access to `stub`.
  ///
  /// ```swift
  /// let stub = reactor.stub
  /// ```
  public init(reactor: Reactor, disposeBag: DisposeBag) {
    self.disposeBag = disposeBag
    state = StateRelay(value: reactor.initialState)
    action = ActionSubject()
    state.subscribe(onNext: { [weak reactor] state in reactor?.currentState = state })
      .disposed(by: disposeBag)
    action.subscribe(onNext: { [weak self] action in self?.actions.append(action) })
      .disposed(by: disposeBag)
  }
}

extension Reactor {
  /// Whether `state` and `action` are the stub's (for view tests).
  ///
  /// Enable it before the first access to `action` or `state`.
  ///
  /// ```swift
  /// reactor.isStubEnabled = true
  /// ```
  public var isStubEnabled: Bool {
    get { storage.isStubEnabled }
    set { storage.isStubEnabled = newValue }
  }

  /// The reactor's stub, created on first access.
  ///
  /// See ``Stub``.
  ///
  /// ```swift
  /// reactor.stub.actions
  /// ```
  public var stub: Stub<Self> {
    stub(in: storage)
  }

  @usableFromInline
  func stub(in storage: ReactorStorage<Self>) -> Stub<Self> {
    if let stub = storage.stub { return stub }
    let stub = Stub(reactor: self, disposeBag: storage.disposeBag)
    storage.stub = stub
    return stub
  }
}
