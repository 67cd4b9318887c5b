// MARK: - Sending through case key paths

extension TestStore {
  /// Sends the action at a case key path, for a case without a payload, and asserts how it
  /// changes the state.
  ///
  /// Handy for deeply nested actions.
  ///
  /// ```swift
  /// await store.send(\.counter.incrementButtonTapped) { $0.counter.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Sends the action at a case key path holding `value`, and asserts how it changes the
  /// state.
  ///
  /// The payload form of the case-key-path `send`, as in TCA.
  ///
  /// ```swift
  /// await store.send(\.search, "swift") { $0.query = "swift" }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}
