#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The main scheduler, which here runs on the virtual clock bound to the current thread.
///
/// There is no run loop and no wall clock: `MainScheduler.instance` is the
/// `VirtualTimeScheduler` that ``VirtualTimeScheduler/withMain(_:operation:)`` binds for the
/// current scope on the current thread, so parallel tests each use their own clock. Using it
/// with nothing bound stops the program with a message saying so.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// VirtualTimeScheduler.withMain(scheduler) {
///   _ = Observable.just(1)
///     .delay(.milliseconds(500), scheduler: MainScheduler.instance)
///     .subscribe(onNext: { print($0) })
///   scheduler.advance(by: .milliseconds(500))  // prints 1
/// }
/// ```
public struct MainScheduler: SchedulerType {
  private let bound: VirtualTimeScheduler?

  /// The bound virtual clock; using the scheduler with none bound stops the program.
  var base: VirtualTimeScheduler {
    guard let bound else {
      preconditionFailure(
        """
        MainScheduler.instance was used with no virtual clock bound on this thread. Run the code \
        inside VirtualTimeScheduler.withMain(scheduler) { … }.
        """)
    }
    return bound
  }

  /// The main scheduler for the current scope: the bound virtual clock.
  ///
  /// Taking it with no clock bound is allowed (a reactor can keep it for later, as
  /// ReactorKit's tests do); scheduling on it or reading its time then stops the program with
  /// a message: bind one with ``VirtualTimeScheduler/withMain(_:operation:)``.
  ///
  /// ```swift
  /// .delay(.milliseconds(500), scheduler: MainScheduler.instance)
  /// ```
  public static var instance: MainScheduler {
    MainScheduler(bound: ThreadContext.current.mainScheduler)
  }

  /// The bound virtual clock's time.
  ///
  /// See ``VirtualTimeScheduler/now``.
  ///
  /// ```swift
  /// MainScheduler.instance.now
  /// ```
  public var now: RxTime { base.now }

  /// Runs `action` at once when nothing else is queued on the main scheduler, else queues it.
  ///
  /// As RxSwift's `MainScheduler` on the main thread: work scheduled while no earlier main
  /// work is queued or running runs synchronously (so `observe(on: MainScheduler.instance)`
  /// delivers at once); work scheduled from inside such work, or behind queued work, is queued
  /// at the current virtual time and runs, in order, on the clock's next advance.
  ///
  /// ```swift
  /// _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }  // runs now
  /// ```
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    base.mainQueue.schedule(state, on: base, action: action)
  }

  /// Queues `action` `dueTime` after the current virtual time.
  ///
  /// See ``VirtualTimeScheduler/scheduleRelative(_:dueTime:action:)``.
  ///
  /// ```swift
  /// _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(1)) { _ in
  ///   Disposables.create()
  /// }
  /// ```
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    base.scheduleRelative(state, dueTime: dueTime, action: action)
  }
}

extension VirtualTimeScheduler {
  /// Runs `operation` with `scheduler` bound as `MainScheduler.instance` on this thread.
  ///
  /// The previous binding is restored afterwards, so bindings nest. The operation is
  /// synchronous so it cannot hop threads mid-way.
  ///
  /// ```swift
  /// let scheduler = VirtualTimeScheduler()
  /// let reactor = CounterViewReactor()
  /// VirtualTimeScheduler.withMain(scheduler) {
  ///   reactor.action.onNext(.increase)
  ///   scheduler.advance(by: .milliseconds(500))
  /// }
  /// ```
  @inlinable
  public static func withMain<Result>(
    _ scheduler: VirtualTimeScheduler, operation: () throws -> Result
  ) rethrows -> Result {
    // NB: inlinable, so that a caller binding the scheduler around every step (the replay's
    // reactor session) runs its operation inline rather than through a generic call.
    // NB: no reference counting: the thread holds its context, and `scheduler` is alive for
    // this whole call, which is as long as it stays bound.
    try ThreadContext.currentUnmanaged(key: scheduler.threadContextKey)._withUnsafeGuaranteedRef {
      context in
      let previous = context.boundMainScheduler
      context.boundMainScheduler = Unmanaged.passUnretained(scheduler)
      defer { context.boundMainScheduler = previous }
      return try operation()
    }
  }
}
