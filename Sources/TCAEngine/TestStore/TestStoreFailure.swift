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

  /// Whether the failure is a skipped assertion of a non-exhaustive store shown as a known
  /// issue (`.off(showSkippedAssertions: true)`), not a failure of the test.
  ///
  /// Its message starts with "Skipped assertions."
  ///
  /// ```swift
  /// if !failure.isExpected { failures.append(failure.message) }
  /// ```
  public let isExpected: Bool

  /// `filePath` as the assertion captured it, for XCTest's `XCTFail(_:file:line:)`.
  let staticFilePath: StaticString

  init(
    message: String, fileID: String, filePath: String, line: Int, column: Int,
    isExpected: Bool = false, staticFilePath: StaticString = ""
  ) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.isExpected = isExpected
    self.staticFilePath = staticFilePath
  }

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

  /// The default `reportIssue`: records the failure in the test that is running, as TCA does.
  ///
  /// Under Swift Testing an issue (a known issue when ``isExpected``), under XCTest an
  /// `XCTFail`, both at the assertion's file and line; the test goes on. Outside any test the
  /// failure is written to standard error as `fileID:line:column: error: message`.
  ///
  /// ```swift
  /// TestStore(initialState: s, reducer: { Feature() }, reportIssue: TestStoreFailure.record)
  /// ```
  public static let record: @Sendable (TestStoreFailure) -> Void = { failure in
    IssueReporter.report(
      failure.message,
      at: SourceLocation(
        fileID: failure.fileID, filePath: failure.filePath, line: failure.line,
        column: failure.column, staticFilePath: failure.staticFilePath),
      isExpected: failure.isExpected)
  }

  /// A `reportIssue` that stops the process with the failure's description.
  ///
  /// For a test store used outside a test, where a failure must not pass unseen.
  ///
  /// ```swift
  /// TestStore(initialState: s, reducer: { Feature() }, reportIssue: TestStoreFailure.trap)
  /// ```
  public static let trap: @Sendable (TestStoreFailure) -> Void = { failure in
    guard !failure.isExpected else { return }
    fatalError(failure.description)
  }
}
