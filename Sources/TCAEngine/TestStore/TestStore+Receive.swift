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
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
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
  /// Asserts that the next action an effect sent satisfies `isMatching`, and how it changed
  /// the state.
  ///
  /// For an action whose payload is awkward to write out.
  ///
  /// ```swift
  /// await store.receive { $0 == .tick } { $0.seconds = 1 }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    receive(
      matching: isMatching,
      failureMessage: TestStoreMessage.didNotReceivePredicate,
      describeUnexpected: { TestStoreMessage.indent(Dump.render($0), by: 2) },
      updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
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
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
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
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    let path = AnyCasePath(actionCase)
    receive(
      matching: { path.extract(from: $0) == value },
      failureMessage: TestStoreMessage.didNotReceiveCase,
      describeUnexpected: { action in
        guard path.extract(from: action) != nil else {
          return TestStoreMessage.indent(Dump.render(action), by: 2)
        }
        // NB: TCA indents this one diff by two, where the others take four.
        return TestStoreMessage.actionMismatch(
          expected: path.embed(value), received: action, legend: "Actual", indentedBy: 2)
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
    // NB: the public `receive`s have settled the effects already.
    collectReceived()
    let exhaustive = exhaustivity == .on
    // NB: As TCA: with effects in flight it waits, and reports that nothing came, before it
    // reports the assertion that found nothing; with none, only the latter.
    let found = exhaustive ? !received.isEmpty : received.contains { matches($0.action) }
    guard found else {
      if hasEffectsInFlight {
        fail(TestStoreMessage.receivedNone(exhaustive: exhaustive), at: location)
      }
      fail(failureMessage(), at: location)
      return
    }
    if !exhaustive {
      var skipped: [Action] = []
      while let first = received.first, !matches(first.action) {
        received.removeFirst()
        skipped.append(first.action)
        state = first.state
      }
      if !skipped.isEmpty {
        report(TestStoreMessage.skippedActions(skipped, asList: true), at: location)
      }
    }
    let (action, newState) = received.removeFirst()
    guard matches(action) else {
      report(TestStoreMessage.unexpectedAction(describeUnexpected(action)), at: location)
      state = newState
      return
    }
    expectTransition(to: newState, updateStateToExpectedResult, at: location)
  }
}
