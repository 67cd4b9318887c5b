/// swift-concurrency-extras' switch for running tests' async work serially on the main
/// executor; kept so that test suites setting it compile.
///
/// The engine needs no switch: a store's effects run on its own serial executor, drained by the
/// test's sends and clock advances, so every run is already serial and deterministic. Reading
/// it says so; setting it changes nothing.
///
/// ```swift
/// @MainActor struct SyncUpFormTests {
///   init() { uncheckedUseMainSerialExecutor = true }
/// }
/// ```
public var uncheckedUseMainSerialExecutor: Bool {
  get { true }
  set {}  // NB: nothing to switch: effects already run serially (see above).
}

/// Runs `operation`, as swift-concurrency-extras' `withMainSerialExecutor` does, with the
/// engine's effects serial as they always are.
///
/// ```swift
/// await withMainSerialExecutor {
///   await store.send(.refresh)
/// }
/// ```
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  try await operation()
}

extension Task where Success == Never, Failure == Never {
  /// Yields `count` times, as swift-concurrency-extras' `megaYield`: lets work queued on the
  /// caller's actor (an effect's hop to the main actor) run before going on.
  ///
  /// ```swift
  /// await Task.megaYield()
  /// ```
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count { await Task.yield() }
  }
}
