extension Result: CasePathable {
  /// The case paths of `Result`, as swift-case-paths gives them: `\.success` and `\.failure`.
  ///
  /// ```swift
  /// await store.receive(\.factResponse.success) { $0.fact = "0 is a good number." }
  /// case let .factResponse(.failure(error)):
  /// ```
  public struct AllCasePaths: Sendable {
    /// The `.success` case.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: { if case let .success(value) = $0 { value } else { nil } })
    }

    /// The `.failure` case.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: { if case let .failure(error) = $0 { error } else { nil } })
    }
  }

  /// The case paths of both cases.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
