extension AsyncStream {
  /// A stream that ends at once, with no element: a dependency's default that does nothing.
  ///
  /// ```swift
  /// var events: @Sendable () -> AsyncStream<Event> = { .finished }
  /// ```
  public static var finished: Self {
    Self { $0.finish() }
  }

  /// A stream that never produces an element nor ends; iteration stops when its task is
  /// cancelled.
  public static var never: Self {
    Self { _ in }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that ends at once, with no element, by throwing `error` when there is one.
  ///
  /// ```swift
  /// var download: @Sendable (URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished() }
  /// ```
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }

  /// A stream that never produces an element nor ends; iteration stops when its task is
  /// cancelled.
  public static var never: Self {
    Self { _ in }
  }
}
