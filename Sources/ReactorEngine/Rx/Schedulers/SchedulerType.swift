#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A point in time as schedulers report it, as in RxSwift.
///
/// Virtual-time schedulers report their clock as seconds since the reference date.
///
/// ```swift
/// let now: RxTime = scheduler.now
/// ```
public typealias RxTime = Date

/// A scheduler that runs work now or as soon as possible.
///
/// `CurrentThreadScheduler` is the one ReactorKit uses to serialise actions.
///
/// ```swift
/// CurrentThreadScheduler.instance.schedule(()) { _ in
///   print("runs after the work in progress on this thread")
///   return Disposables.create()
/// }
/// ```
public protocol ImmediateSchedulerType {
  /// Schedules `action` to run with `state`.
  ///
  /// Returns a disposable that cancels the work if it has not run yet.
  ///
  /// ```swift
  /// scheduler.schedule(1) { value in print(value); return Disposables.create() }
  /// ```
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable
}

/// A scheduler with a clock, able to run work after a delay.
///
/// `delay(_:scheduler:)` takes one; here that is `MainScheduler.instance` or a
/// `VirtualTimeScheduler`.
///
/// ```swift
/// scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
///   print("500 ms later")
///   return Disposables.create()
/// }
/// ```
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  ///
  /// For a virtual-time scheduler, its virtual clock.
  ///
  /// ```swift
  /// let started = scheduler.now
  /// ```
  var now: RxTime { get }

  /// Schedules `action` to run with `state` once `dueTime` has passed.
  ///
  /// Work due at the same time runs in scheduling order.
  ///
  /// ```swift
  /// scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }
  /// ```
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable
}
