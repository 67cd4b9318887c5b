#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the engine reports a misuse it can survive, as TCA's `runtimeWarn`.
///
/// Outside a test store a warning goes to standard error; a ``TestStore`` routes the warnings
/// of the effects it runs to its `reportIssue`, as TCA turns them into test failures.
enum RuntimeWarning {
  /// The receiver of warnings for the effects started within it; inherited by their tasks.
  @TaskLocal static var handler: Handler?

  /// Reports `message` to the current handler, or to standard error when there is none.
  static func emit(_ message: String) {
    if let handler {
      handler.report(message)
    } else {
      let line = "[TCAEngine] warning: " + message + "\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
    }
  }

  /// A warning receiver that effect tasks can carry.
  ///
  /// NB: `@unchecked Sendable` because it wraps a test store's non-`Sendable` reporter. It is
  /// only called from effect tasks, which run solely while the store's executor is drained on
  /// the test's own thread (checked by `StoreReference`), so the reporter is never called
  /// from two threads.
  final class Handler: @unchecked Sendable {
    let report: (String) -> Void

    init(_ report: @escaping (String) -> Void) {
      self.report = report
    }
  }
}
