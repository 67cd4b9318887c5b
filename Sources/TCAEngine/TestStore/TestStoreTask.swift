/// The effects of one `TestStore.send`: cancel them, or assert that they finished.
///
/// Returned by ``TestStore/send(_:assert:fileID:filePath:line:column:)``; discard it when the
/// action's effects end by themselves. The usual use is tearing down a long-living effect
/// that the feature never cancels.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.send(.tick) { $0.seconds = 1 }
/// await task.cancel()
/// ```
@preconcurrency @MainActor
public struct TestStoreTask: Sendable {
  private let isRunning: @MainActor @Sendable () -> Bool
  private let cancelEffects: @MainActor @Sendable () -> Void
  private let report: @MainActor @Sendable (String, SourceLocation) -> Void
  private let settle: @MainActor @Sendable () async -> Void
  private let flag: CancellationFlag

  init(
    isRunning: @escaping @MainActor @Sendable () -> Bool,
    cancelEffects: @escaping @MainActor @Sendable () -> Void,
    report: @escaping @MainActor @Sendable (String, SourceLocation) -> Void,
    settle: @escaping @MainActor @Sendable () async -> Void = {},
    isCancelled: Bool = false
  ) {
    self.settle = settle
    self.isRunning = isRunning
    self.cancelEffects = cancelEffects
    self.report = report
    self.flag = CancellationFlag(isCancelled: isCancelled)
  }

  /// The task of a send the store refused (it was dismissed): nothing runs, and as TCA's
  /// task with no effect behind it, it counts as cancelled.
  static var refused: Self {
    Self(isRunning: { false }, cancelEffects: {}, report: { _, _ in }, isCancelled: true)
  }

  /// Cancels the effects the action started; they unwind before this returns.
  ///
  /// Actions they send afterwards are dropped, as after `.cancel(id:)`.
  ///
  /// ```swift
  /// await task.cancel()
  /// ```
  public func cancel() async {
    flag.isCancelled = true
    cancelEffects()
  }

  /// Asserts that the effects the action started have finished.
  ///
  /// On virtual time nothing is awaited: advance the test clock first. Effects still running
  /// are reported and then cancelled, as TCA cancels them when its wait times out.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// await task.finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    // NB: as TCA, whose wait for the task times out and cancels it: a task that has not
    // finished is reported, then cancelled.
    await settle()
    if isRunning() {
      report(TestStoreMessage.taskStillInFlight, SourceLocation(fileID, filePath, line, column))
      flag.isCancelled = true
      cancelEffects()
    }
  }

  /// Whether ``cancel()`` was called.
  ///
  /// As `Task.isCancelled`: true once cancelled, even if the effects had already finished.
  ///
  /// ```swift
  /// #expect(task.isCancelled)
  /// ```
  public var isCancelled: Bool {
    flag.isCancelled
  }
}

/// Whether a ``TestStoreTask`` was cancelled; shared by its copies.
@MainActor
private final class CancellationFlag {
  var isCancelled: Bool

  init(isCancelled: Bool) {
    self.isCancelled = isCancelled
  }
}

extension TestStore {
  /// The task standing for the effects marked with `id`.
  func task(for id: TestEffectID) -> TestStoreTask {
    TestStoreTask(
      isRunning: { [weak self] in
        guard let self else { return false }
        self.store.runEffects()
        return self.store.core.isInFlight(cancellableBy: id)
      },
      cancelEffects: { [weak self] in
        self?.store.core.cancelEffects(id: id)
        self?.store.runEffects()
      },
      report: { [weak self] message, location in self?.fail(message, at: location) },
      settle: { [weak self] in await self?.settle() }
    )
  }
}
