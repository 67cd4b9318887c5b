// MARK: - Skipping and non-exhaustive assertions

extension TestStore {
  /// Drops every action effects sent that was not asserted yet, moving the state past them.
  ///
  /// With `strict` (the default), having nothing to skip is a failure. Exhaustive, the skipped
  /// actions are recorded as a known issue headed "Skipped assertions.", as in TCA.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipReceivedActions()
  /// ```
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    skipReceived(strict: strict, at: SourceLocation(fileID, filePath, line, column))
  }

  /// Stops asserting on the effects still running, so that the test may end with them.
  ///
  /// As in TCA, the effects are not cancelled: they are no longer counted as in flight (by
  /// `finish` and when the store goes), and actions they send later are received as usual.
  /// With `strict` (the default), having nothing to skip is a failure. Exhaustive, the skipped
  /// effects are recorded as a known issue headed "Skipped assertions.".
  ///
  /// ```swift
  /// await store.send(.startTimer)
  /// await store.skipInFlightEffects()
  /// ```
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    let location = SourceLocation(fileID, filePath, line, column)
    let running = inFlightSends
    guard !running.isEmpty else {
      if strict { fail(TestStoreMessage.noEffectsToSkip, at: location) }
      return
    }
    report(
      TestStoreMessage.cancelledEffects(running.map(\.action)), at: location,
      overriding: exhaustivity == .on ? .off(showSkippedAssertions: true) : nil)
    // NB: as TCA 1.25, whose `skipInFlightEffects` empties its list of effects in flight and
    // cancels nothing: the effects go on, and what they send later is received as usual.
    forgottenSends.formUnion(running.map(\.id))
  }

  /// Asserts the current state, for a non-exhaustive store: the closure is applied to it and
  /// must leave it as it is.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.closeTapped)
  /// await store.skipReceivedActions()
  /// store.assert { $0.child = nil }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    // NB: as TCA, against the state asserted so far: actions received but not yet asserted
    // (or skipped) are not in it, so skip them first to assert past them.
    let actual = state
    var expected = actual
    do {
      try updateStateToExpectedResult(&expected)
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    if expected != actual {
      fail(
        TestStoreMessage.stateMismatch(
          expected: Dump.render(expected), actual: Dump.render(actual), hadClosure: true),
        at: location)
    }
  }

  /// Runs `operation` with the store's exhaustivity set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the async `operation` with the store's exhaustivity set to `exhaustivity`, then
  /// restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off(showSkippedAssertions: true)) {
  ///   await store.receive(\.loaded)
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Skips the received actions: a known issue when exhaustive or showing skipped assertions.
  func skipReceived(strict: Bool, at location: SourceLocation) {
    collectReceived()
    guard !received.isEmpty else {
      if strict { fail(TestStoreMessage.noActionsToSkip, at: location) }
      return
    }
    report(
      TestStoreMessage.skippedActions(received.map(\.action)), at: location,
      overriding: exhaustivity == .on ? .off(showSkippedAssertions: true) : nil)
    dropReceived()
  }

  /// Forgets the received actions, moving the asserted state to the last one's.
  func dropReceived() {
    if let last = received.last { state = last.state }
    received.removeAll()
  }
}
