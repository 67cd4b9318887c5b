/// A store for tests that makes you assert every state change and every received action.
///
/// `send` takes the expected mutation of the previous state; `receive` takes the action an
/// effect should have sent next and its mutation; `finish` checks nothing is left unreceived
/// or still running. Effects run on the store's executor as in a real store, so with a
/// ``TestClock`` time is fully under the test's control. A failure is recorded in the test
/// that is running, at the assertion's line — a Swift Testing issue, or an XCTest failure —
/// and the test goes on. Set ``exhaustivity`` to `.off` to assert only what you care about.
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
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state as asserted so far: what the last `send`/`receive` left.
  ///
  /// Read it to build expectations.
  ///
  /// ```swift
  /// #expect(store.state.count == 1)
  /// ```
  public internal(set) var state: State

  // NB: What `deinit` reads is `nonisolated(unsafe)`: a deinit is nonisolated (an isolated
  // deinit needs macOS 15.4), and it runs when the last reference is gone, so nothing else
  // can reach these at the same time. Everything else is read and written on the main actor.
  nonisolated let store: Store<State, Action>
  nonisolated(unsafe) let recorder: Recorder<State, Action>
  nonisolated(unsafe) var received: [(action: Action, state: State)] = []
  nonisolated(unsafe) let reportIssue: (TestStoreFailure) -> Void
  nonisolated let location: SourceLocation
  /// Each `send` so far: the id its effects are tracked by, and where it was written.
  nonisolated(unsafe) var sends: [(id: TestEffectID, location: SourceLocation, action: Action)] = []
  // NB: read by `deinit`, hence kept apart from the main-actor `exhaustivity`.
  nonisolated(unsafe) var currentExhaustivity = Exhaustivity.on
  /// The sends whose effects `skipInFlightEffects` stopped tracking (they go on running).
  nonisolated(unsafe) var forgottenSends: Set<TestEffectID> = []
  private(set) lazy var warningHandler = RuntimeWarning.Handler { [weak self] message in
    guard let self else { return }
    self.fail(message, at: self.location)
  }

  /// How long `receive` and `finish` wait in TCA; kept so that tests setting it compile.
  ///
  /// On the store's executor nothing is waited for: effects run whenever the test sends or
  /// advances a clock, so a `timeout` (here or on one assertion) changes nothing.
  ///
  /// ```swift
  /// store.timeout = .seconds(5)
  /// ```
  public var timeout: Duration = .seconds(1)

  /// How much the store makes you assert: `.on` (the default) or `.off`.
  ///
  /// Non-exhaustive, a `send`'s closure is applied to the state the action produced, so only
  /// what it sets is checked; `receive` skips the actions before the one it names; unreceived
  /// actions and running effects are not failures. `.off(showSkippedAssertions: true)` records
  /// what was skipped as known issues.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refresh)
  /// await store.receive(\.response) { $0.items = ["a"] }
  /// ```
  public var exhaustivity: Exhaustivity {
    get { currentExhaustivity }
    set { currentExhaustivity = newValue }
  }

  /// The dependencies the feature runs with; change them mid-test to change the world.
  ///
  /// Read by the reducer at every action and by each effect as it is created.
  ///
  /// ```swift
  /// store.dependencies.factClient = FactClient { _ in "no" }
  /// ```
  public var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox.values = newValue }
  }
  let dependencyBox: DependencyBox
  nonisolated let dismissal = TestStoreDismissal()

  /// Whether the feature dismissed itself at the root (`@Dependency(\.dismiss)`), as in TCA:
  /// the store then refuses further sends, and the effects that were running are no longer
  /// asserted.
  ///
  /// ```swift
  /// await store.send(.saveButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { dismissal.isDismissed }

  /// Creates a test store for a reducer, starting from `initialState`.
  ///
  /// The store runs in the ``DependencyContext/test`` context: a dependency the test did not
  /// override and whose key has no test value is a failure when read, as in TCA.
  /// `prepareDependencies` overrides dependencies for the initial state, the reducer and its
  /// effects. `reportIssue` receives every failed assertion; by default it records the failure
  /// in the running test (``TestStoreFailure/record``).
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: TimerCounterFeature.State()) {
  ///   TimerCounterFeature()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    reportIssue: @escaping (TestStoreFailure) -> Void = TestStoreFailure.record,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let (initialState, reducer, dependencies) = withDependencies {
      $0.context = .test
      // NB: As TCA 1.25, stack element ids come from the running test's counter (the
      // key's test value), so ids made in the test body and the store's never collide.
      prepareDependencies(&$0)
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    let recorder = Recorder<State, Action>()
    let dependencyBox = DependencyBox(dependencies)
    let dismissal = self.dismissal
    self.state = initialState
    self.recorder = recorder
    self.dependencyBox = dependencyBox
    self.reportIssue = reportIssue
    self.location = SourceLocation(fileID, filePath, line, column)
    self.store = Store(initialState: initialState) {
      Reduce<State, Action> { state, action in
        // NB: As TCA's test reducer, the root sees a dismiss effect that dismisses the test
        // store, so `\.isPresented` is true there and `dismiss()` reports nothing.
        var values = dependencyBox.values
        values.dismiss = dismissal.dismissEffect(wrapping: values.dismiss)
        let effect = DependencyValues.$_current.withValue(values) {
          reducer.reduce(into: &state, action: action)
        }
        recorder.records.append((action, state))
        // NB: Marks the effect with the latest send's id, so the test store can tell which
        // send's effects are still in flight (TCA's `inFlightEffects`) and cancel them.
        return effect.isNone
          ? effect : Effect(operation: .tracked(id: AnyHashable(recorder.effectID), effect))
      }
    }
  }

  deinit {
    // NB: As TCA's `completed()`: runs even after `finish()`, which reported the same
    // unreceived actions already, and once per send whose effects are still in flight.
    collectReceived()
    assertNoReceivedActions(at: location)
    for send in inFlightSends {
      report(TestStoreMessage.effectStillRunning, at: send.location)
    }
  }

  // MARK: - Sending

  /// Sends an action and asserts how it changes the state.
  ///
  /// The closure gets the previous state to mutate into the expected one; omit it when
  /// nothing should change. Fails if actions received earlier were not asserted first. The
  /// returned task stands for the action's effects: cancel it, or wait for it to finish.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) { $0.count = 1 }
  /// let timer = await store.send(.startTimer)
  /// await timer.cancel()
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID, filePath, line, column)
    guard !isDismissed else {
      fail(TestStoreMessage.sendToDismissed, at: location)
      return .refused
    }
    collectReceived()
    if !received.isEmpty {
      report(TestStoreMessage.mustHandle(received.map(\.action)), at: location)
      switch exhaustivity {
      case .on: break
      case .off(showSkippedAssertions: true): skipReceived(strict: false, at: location)
      case .off(showSkippedAssertions: false): dropReceived()
      }
    }
    let id = TestEffectID(rawValue: sends.count)
    sends.append((id, location, action))
    recorder.effectID = id
    let nextStackElementID = dependencies.stackElementID.peek()
    // NB: Effect tasks inherit the handler, so their runtime warnings become failures here.
    RuntimeWarning.$handler.withValue(warningHandler) {
      store.send(action)
      store.runEffects()
    }
    await settle()
    if let newState = recorder.records.first?.state {
      received.append(contentsOf: recorder.records.dropFirst())
      recorder.records.removeAll()
      expectTransition(
        to: newState, updateStateToExpectedResult, at: location,
        nextStackElementID: nextStackElementID)
    }
    return task(for: id)
  }

  /// Asserts that no received action is left unasserted and no effect is still running.
  ///
  /// Call it at the end of a test. Whether or not it is called, the store checks again when
  /// it is deinitialized and reports each send whose effects are still running, at that send.
  /// `timeout` is accepted as in TCA and changes nothing on virtual time (see ``timeout``).
  ///
  /// ```swift
  /// await store.finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    await settle()
    collectReceived()
    assertNoReceivedActions(at: location)
    if hasEffectsInFlight {
      report(TestStoreMessage.effectsStillInFlight, at: location)
    }
  }

  /// Runs the effects as far as they go: drains the store's executor, then yields to the
  /// caller's actor so that work the effects queued there (a call to a `@MainActor` closure)
  /// runs and hands back, and drains again, until a yield brings nothing new.
  ///
  /// NB: TCA yields many times after each step for the same reason (its `megaYield`); here
  /// the yields stop as soon as nothing is left, so a test that needs none costs two.
  func settle() async {
    await EffectExecutor.settle(store.core.executor)
  }

  // MARK: - Checks

  /// Runs an assertion closure on `state` with `dependencies` current.
  ///
  /// NB: `nonisolated`, so the closure is called in the caller's region: inside the main-actor
  /// method the task-local's operation closure was a main-actor closure, which release builds'
  /// region analysis refused to send the closure and the state into.
  private nonisolated static func apply(
    _ update: ((inout State) throws -> Void)?, to state: inout State,
    with dependencies: DependencyValues
  ) throws {
    try DependencyValues.$_current.withValue(dependencies) { try update?(&state) }
  }

  /// Checks the state an action produced against the assertion, as exhaustivity says.
  ///
  /// Exhaustive, the closure turns the previous state into the expected one. Non-exhaustive, it
  /// is applied to the actual state, so only what it sets can differ; with skipped assertions
  /// shown, what the exhaustive check would have found is recorded as a known issue.
  ///
  /// As TCA's, the closure runs with the store's dependencies, its stack element ids counting
  /// from `nextStackElementID` (by default the generator's next one; a send passes the one
  /// before it ran), so `$0.path.append(…)` in it gives the ids the reducer gave.
  func expectTransition(
    to actual: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation,
    nextStackElementID: StackElementID? = nil
  ) {
    let previous = state
    state = actual
    let hadClosure = updateStateToExpectedResult != nil
    let firstStackElementID = nextStackElementID ?? dependencies.stackElementID.peek()
    var closureDependencies = dependencies
    func expectedState(from start: State, skipped: Bool = false) -> State? {
      var expected = start
      closureDependencies.stackElementID = .incrementing(from: firstStackElementID)
      do {
        try Self.apply(updateStateToExpectedResult, to: &expected, with: closureDependencies)
      } catch {
        if skipped {
          report("Threw error: \(error)", at: location)
        } else {
          fail("Threw error: \(error)", at: location)
        }
        return nil
      }
      return expected
    }
    switch exhaustivity {
    case .on:
      guard let expected = expectedState(from: previous) else { return }
      if expected != actual {
        fail(stateMismatch(expected, actual, hadClosure), at: location)
      } else if hadClosure, expected == previous {
        fail(TestStoreMessage.noStateChange, at: location)
      }
    case .off(let showSkippedAssertions):
      guard let expected = expectedState(from: actual) else { return }
      if expected != actual {
        fail(stateMismatch(expected, actual, hadClosure), at: location)
      } else if showSkippedAssertions,
        let exhaustive = expectedState(from: previous, skipped: true)
      {
        if exhaustive != actual {
          report(stateMismatch(exhaustive, actual, hadClosure), at: location)
        } else if hadClosure, exhaustive == previous {
          report(TestStoreMessage.noStateChange, at: location)
        }
      }
    }
  }

  private func stateMismatch(_ expected: State, _ actual: State, _ hadClosure: Bool) -> String {
    TestStoreMessage.stateMismatch(
      expected: Dump.render(expected), actual: Dump.render(actual), hadClosure: hadClosure)
  }

  /// Fails with the actions received and not asserted, as exhaustivity says.
  nonisolated func assertNoReceivedActions(at location: SourceLocation) {
    guard !received.isEmpty else { return }
    report(TestStoreMessage.unexpectedActions(received.map(\.action)), at: location)
  }

  /// Whether any send's effects are still running.
  var hasEffectsInFlight: Bool {
    !inFlightSends.isEmpty
  }

  /// The sends whose effects are still running and asserted: none once the feature has
  /// dismissed itself, as TCA's root dismissal forgets the effects in flight.
  nonisolated var inFlightSends: [(id: TestEffectID, location: SourceLocation, action: Action)] {
    guard !dismissal.isDismissed else { return [] }
    return sends.filter {
      !forgottenSends.contains($0.id) && store.core.isInFlight(cancellableBy: $0.id)
    }
  }

  /// Moves the actions effects sent since the last assertion to the received queue.
  nonisolated func collectReceived() {
    received.append(contentsOf: recorder.records)
    recorder.records.removeAll()
  }

  /// Reports a failure whatever the exhaustivity: a broken assertion the test wrote.
  nonisolated func fail(
    _ message: String, at location: SourceLocation, isExpected: Bool = false
  ) {
    reportIssue(
      TestStoreFailure(
        message: message,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column,
        isExpected: isExpected,
        staticFilePath: location.staticFilePath
      )
    )
  }

  /// Reports what exhaustivity governs, as TCA's `reportIssueHelper`: a failure when `.on`, a
  /// known issue headed "Skipped assertions." when skipped assertions are shown, else nothing.
  nonisolated func report(
    _ message: String, at location: SourceLocation, overriding exhaustivity: Exhaustivity? = nil
  ) {
    switch exhaustivity ?? currentExhaustivity {
    case .on:
      fail(message, at: location)
    case .off(let showSkippedAssertions):
      guard showSkippedAssertions else { return }
      fail("Skipped assertions.\n\n" + message, at: location, isExpected: true)
    }
  }
}
