extension Task where Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// As swift-concurrency-extras': a dependency that should never answer in a test, so the
  /// test can check that cancelling the effect waiting on it works.
  ///
  /// ```swift
  /// $0.factClient.fetch = { _ in try await Task.never() }
  /// ```
  public static func never() async throws -> Success {
    for await value in AsyncStream(Success.self, { _ in }) { return value }
    // NB: Qualified: inside `Task`, `CancellationError` names a deprecated alias.
    throw _Concurrency.CancellationError()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// The form for a statement, where no result type is asked for.
  ///
  /// ```swift
  /// return .run { _ in try await Task.never() }
  /// ```
  public static func never() async throws {
    for await _ in AsyncStream(Never.self, { _ in }) {}
    throw _Concurrency.CancellationError()
  }
}
