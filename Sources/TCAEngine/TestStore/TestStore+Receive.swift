// MARK: - Receiving

extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect sent is `expectedAction`, and how it changed
  /// the state.
  ///
  /// Actions are received in the order effects sent them; each must be asserted. When the
  /// action does not match, the state is not checked, as in TCA.
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
  ) async {
    receive(
      matching: { $0 == expectedAction },
      failureMessage: TestStoreMessage.didNotReceive(expectedAction),
      describeUnexpected: {
        TestStoreMessage.actionMismatch(
          expected: expectedAction, received: $0, legend: "Received")
      },
      updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }
}

extension TestStore {
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
    let path = AnyCasePath(actionCase)
    receive(
      matching: { path.extract(from: $0) != nil },
      failureMessage: TestStoreMessage.didNotReceiveCase,
      describeUnexpected: { TestStoreMessage.indent(Dump.render($0), by: 2) },
      updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }

  /// Asserts that the next action an effect sent is the case `actionCase` holding `value`,
  /// and how it changed the state.
  ///
  /// For asserting a payload without making the whole action `Equatable`.
  ///
  /// ```swift
  /// await store.receive(\.response, 42) { $0.count = 42 }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(actionCase)
    receive(
      matching: { path.extract(from: $0) == value },
      failureMessage: TestStoreMessage.didNotReceiveCase,
      describeUnexpected: { action in
        guard path.extract(from: action) != nil else {
          return TestStoreMessage.indent(Dump.render(action), by: 2)
        }
        return TestStoreMessage.actionMismatch(
          expected: path.embed(value), received: action, legend: "Actual")
      },
      updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }

  func receive(
    matching matches: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    describeUnexpected: (Action) -> String,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    store.runEffects()
    collectReceived()
    guard !received.isEmpty else {
      // NB: TCA reports both: the wait that timed out, then the assertion that found nothing.
      let inFlight = sends.contains { store.core.isInFlight(cancellableBy: $0.id) }
      fail(TestStoreMessage.receivedNone(effectsInFlight: inFlight), at: location)
      fail(failureMessage(), at: location)
      return
    }
    let (action, newState) = received.removeFirst()
    guard matches(action) else {
      fail(TestStoreMessage.unexpectedAction(describeUnexpected(action)), at: location)
      state = newState
      return
    }
    expectTransition(to: newState, updateStateToExpectedResult, at: location)
  }
}
