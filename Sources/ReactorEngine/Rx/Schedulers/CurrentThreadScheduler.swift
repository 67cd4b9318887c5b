/// Schedules work on the current thread's trampoline.
///
/// Work scheduled while the thread is not running trampoline work runs at once, and everything
/// scheduled during it is queued and run afterwards in FIFO order; nothing recurses. ReactorKit
/// observes its actions on this scheduler, so an action sent from inside a state subscriber runs
/// after the current one finishes. Each thread has its own trampoline.
///
/// ```swift
/// CurrentThreadScheduler.instance.schedule(()) { _ in
///   CurrentThreadScheduler.instance.schedule(()) { _ in
///     print("second")
///     return Disposables.create()
///   }
///   print("first")
///   return Disposables.create()
/// }
/// ```
public struct CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The scheduler; it acts on whichever thread calls it.
  ///
  /// Stateless: the queues are per thread.
  ///
  /// ```swift
  /// action.observe(on: CurrentThreadScheduler.instance)
  /// ```
  public static let instance = CurrentThreadScheduler()

  /// Whether work scheduled now would run at once (no trampoline work running on this thread).
  ///
  /// `false` inside a reactor's `mutate`, `reduce` and state subscribers during an action.
  ///
  /// ```swift
  /// if CurrentThreadScheduler.isScheduleRequired { print("idle") }
  /// ```
  public static var isScheduleRequired: Bool {
    !ThreadContext.isTrampolineActive
  }

  /// Runs `action` now if this thread's trampoline is idle, else queues it behind the work
  /// already queued.
  ///
  /// The returned disposable cancels queued work that has not run.
  ///
  /// ```swift
  /// CurrentThreadScheduler.instance.schedule(42) { value in
  ///   print(value)
  ///   return Disposables.create()
  /// }
  /// ```
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let task = ScheduledAction(state: state, action: action)
    CurrentThreadTrampoline.current.schedule(task)
    return task
  }
}

/// One scheduled closure; disposing it before it runs cancels it.
private final class ScheduledAction<StateType>: TrampolineTask, Disposable {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked)
  private var work: (state: StateType, action: (StateType) -> any Disposable)?
  private let result = SingleAssignmentDisposable()

  init(state: StateType, action: @escaping (StateType) -> any Disposable) {
    work = (state, action)
  }

  func runTrampolineTask() {
    guard let work else { return }
    self.work = nil
    result.setDisposable(work.action(work.state))
  }

  func dispose() {
    work = nil
    result.dispose()
  }
}
