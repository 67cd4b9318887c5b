/// A store for tests that makes you assert every state change and every received action.
///
/// `send` takes the expected mutation of the previous state; `receive` takes the action an
/// effect should have sent next and its mutation; `finish` checks nothing is left unreceived
/// or still running. Effects run on the store's executor as in a real store, so with a
/// ``TestClock`` time is fully under the test's control. Failures go to `reportIssue`.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: AsyncCounterFeature.State()) {
///   AsyncCounterFeature(clock: clock)
/// }
/// await store.send(.incrementButtonTapped) { $0.isLoading = true }
/// await clock.advance(by: .milliseconds(500))
/// await store.receive(.incrementResponse) {
///   $0.count = 1
///   $0.isLoading = false
///   $0.alert = "Increased!"
/// }
/// await store.finish()
/// ```
public final class TestStore<State: Equatable, Action> {
  /// The state as asserted so far: what the last `send`/`receive` left.
  ///
  /// Read it to build expectations.
  ///
  /// ```swift
  /// #expect(store.state.count == 1)
  /// ```
  public private(set) var state: State

  private let store: Store<State, Action>
  private let recorder: Recorder<State, Action>
  private var received: [(action: Action, state: State)] = []
  private let reportIssue: (TestStoreFailure) -> Void
  private let location: SourceLocation
  private var didFinish = false

  /// Creates a test store for a reducer, starting from `initialState`.
  ///
  /// `reportIssue` receives every failed assertion; by default a failure stops the process.
  ///
  /// ```swift
  /// let store = TestStore(initialState: CounterScopeFeature.State()) {
  ///   CounterScopeFeature()
  /// }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    reportIssue: @escaping (TestStoreFailure) -> Void = TestStoreFailure.trap,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let initialState = initialState()
    let reducer = reducer()
    let recorder = Recorder<State, Action>()
    self.state = initialState
    self.recorder = recorder
    self.reportIssue = reportIssue
    self.location = SourceLocation(fileID, filePath, line, column)
    self.store = Store(initialState: initialState) {
      Reduce<State, Action> { state, action in
        let effect = reducer.reduce(into: &state, action: action)
        recorder.records.append((action, state))
        return effect
      }
    }
  }

  deinit {
    if !didFinish { checkCompletion(at: location) }
  }

  // MARK: - Asserting

  /// Sends an action and asserts how it changes the state.
  ///
  /// The closure gets the previous state to mutate into the expected one; omit it when
  /// nothing should change. Fails if actions received earlier were not asserted first.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) { $0.count = 1 }
  /// ```
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    collectReceived()
    if !received.isEmpty {
      fail(
        """
        Must handle \(count(received.count, "received action")) before sending an action: …

        Unhandled actions: \(Dump.render(received.map(\.action)))
        """,
        at: location
      )
    }
    store.send(action)
    store.runEffects()
    guard let newState = recorder.records.first?.state else { return }
    received.append(contentsOf: recorder.records.dropFirst())
    recorder.records.removeAll()
    expectTransition(to: newState, updateStateToExpectedResult, at: location)
  }

  /// Asserts that the next action an effect sent is `expectedAction`, and how it changed
  /// the state.
  ///
  /// Actions are received in the order effects sent them; each must be asserted.
  ///
  /// ```swift
  /// await store.receive(.incrementResponse) { $0.count = 1 }
  /// ```
  public func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    let location = SourceLocation(fileID, filePath, line, column)
    receive(
      matching: { $0 == expectedAction },
      mismatch: {
        Diff.lines(Dump.render(expectedAction), Dump.render($0)) + "\n\n(Expected: -, Received: +)"
      },
      updateStateToExpectedResult, at: location)
  }

  /// Asserts that the next action an effect sent is of the case `actionCase`, and how it
  /// changed the state.
  ///
  /// For actions that are not `Equatable`, or when the payload does not matter.
  ///
  /// ```swift
  /// await store.receive(\.counter) { $0.counter.count = 1 }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    let path = AnyCasePath(actionCase)
    receive(
      matching: { path.extract(from: $0) != nil },
      mismatch: { "  " + Dump.render($0) + "\n\nis not of the expected case." },
      updateStateToExpectedResult, at: location)
  }

  /// Asserts that every received action was asserted and no effect is still running.
  ///
  /// Call it at the end of a test; a store that was not finished checks the same on deinit.
  ///
  /// ```swift
  /// await store.finish()
  /// ```
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    didFinish = true
    checkCompletion(at: SourceLocation(fileID, filePath, line, column))
  }

  // MARK: - Checks

  private func receive(
    matching matches: (Action) -> Bool,
    mismatch: (Action) -> String,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    collectReceived()
    guard !received.isEmpty else {
      fail("Expected to receive an action, but received none.", at: location)
      return
    }
    let (action, newState) = received.removeFirst()
    if !matches(action) {
      fail("Received unexpected action: …\n\n" + mismatch(action), at: location)
    }
    expectTransition(to: newState, updateStateToExpectedResult, at: location)
  }

  private func expectTransition(
    to actual: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    let previous = state
    state = actual
    var expected = previous
    if let updateStateToExpectedResult {
      do {
        try updateStateToExpectedResult(&expected)
      } catch {
        fail("Threw error: \(error)", at: location)
        return
      }
    }
    if expected != actual {
      let summary =
        updateStateToExpectedResult == nil
        ? "State was not expected to change, but a change occurred: …"
        : "A state change does not match expectation: …"
      fail(
        """
        \(summary)

        \(Diff.lines(Dump.render(expected), Dump.render(actual)))

        (Expected: -, Actual: +)
        """,
        at: location
      )
    } else if updateStateToExpectedResult != nil, expected == previous {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to \
        state is expected, omit the trailing closure.
        """,
        at: location
      )
    }
  }

  private func checkCompletion(at location: SourceLocation) {
    collectReceived()
    if !received.isEmpty {
      fail(
        """
        The store received \(count(received.count, "unexpected action")) by the end of this \
        test: …

        Unhandled actions: \(Dump.render(received.map(\.action)))
        """,
        at: location
      )
    }
    // NB: One failure per effect, as in TCA.
    for _ in 0..<store.core.runningEffectCount {
      fail(
        """
        An effect returned for an action is still running. It must complete before the end \
        of the test. …

        To fix, make every effect finish: advance the test clock past its sleeps, or cancel \
        it (for example with `.cancel(id:)`).
        """,
        at: location
      )
    }
  }

  /// Moves the actions effects sent since the last assertion to the received queue.
  private func collectReceived() {
    received.append(contentsOf: recorder.records)
    recorder.records.removeAll()
  }

  private func fail(_ message: String, at location: SourceLocation) {
    reportIssue(
      TestStoreFailure(
        message: message,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    )
  }

  private func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
