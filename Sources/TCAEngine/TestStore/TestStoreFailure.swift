/// A failed `TestStore` assertion: what went wrong and where the test asserted it.
///
/// Handed to the `reportIssue` closure the test store was created with, which forwards it to
/// the test framework (for example Swift Testing's `Issue.record`).
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } reportIssue: { failure in
///   Issue.record(Comment(rawValue: failure.message))
/// }
/// ```
public struct TestStoreFailure: Error, Sendable, CustomStringConvertible {
  /// The human-readable explanation, with a `-`/`+` diff where states or actions differ.
  ///
  /// The first line says what failed; a diff follows when there is one.
  ///
  /// ```text
  /// A state change does not match expectation: …
  ///
  ///   State(
  /// -   count: 2
  /// +   count: 1
  ///   )
  ///
  /// (Expected: -, Actual: +)
  /// ```
  public let message: String

  /// The `#fileID` of the assertion that failed.
  ///
  /// As captured by the `TestStore` method's defaulted argument.
  ///
  /// ```swift
  /// failure.fileID  // "MyTests/FeatureTests.swift"
  /// ```
  public let fileID: String

  /// The `#filePath` of the assertion that failed.
  ///
  /// For test frameworks that want a full path.
  ///
  /// ```swift
  /// failure.filePath
  /// ```
  public let filePath: String

  /// The line of the assertion that failed.
  ///
  /// One-based.
  ///
  /// ```swift
  /// failure.line
  /// ```
  public let line: Int

  /// The column of the assertion that failed.
  ///
  /// One-based.
  ///
  /// ```swift
  /// failure.column
  /// ```
  public let column: Int

  /// `fileID:line:column: message`.
  ///
  /// What the default reporter prints.
  ///
  /// ```swift
  /// print(failure)
  /// ```
  public var description: String {
    "\(fileID):\(line):\(column): \(message)"
  }

  /// The default `reportIssue`: stops the process with the failure's description.
  ///
  /// A test store with no reporter cannot fail quietly.
  ///
  /// ```swift
  /// TestStore(initialState: s, reducer: { Feature() }, reportIssue: TestStoreFailure.trap)
  /// ```
  public static let trap: @Sendable (TestStoreFailure) -> Void = { failure in
    fatalError(failure.description)
  }
}
