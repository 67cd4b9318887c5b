/// A scheduler that always queues its work, even when called on the main queue.
///
/// `MainScheduler.asyncInstance` is one: unlike `MainScheduler.instance`, which runs work at once
/// when nothing is queued on the main queue, it queues every action behind the work already due
/// at the current virtual instant (RxSwift's `SerialDispatchQueueScheduler` on the main queue).
///
/// ```swift
/// reactor.state.observe(on: MainScheduler.asyncInstance)
/// ```
public struct SerialDispatchQueueScheduler: SchedulerType {
  let base: VirtualTimeScheduler

  /// The bound virtual clock's current time.
  ///
  /// ```swift
  /// MainScheduler.asyncInstance.now
  /// ```
  public var now: RxTime { base.now }

  /// Queues `action` at the current instant, behind what is already due then.
  ///
  /// ```swift
  /// _ = MainScheduler.asyncInstance.schedule(()) { _ in Disposables.create() }
  /// ```
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    base.schedule(state, action: action)
  }

  /// Queues `action` `dueTime` from now.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }
  /// ```
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    base.scheduleRelative(state, dueTime: dueTime, action: action)
  }
}

extension MainScheduler {
  /// The main queue as a scheduler that never runs work inline.
  ///
  /// Bound, like ``instance``, to the virtual clock of `VirtualTimeScheduler.withMain`.
  ///
  /// ```swift
  /// events.observe(on: MainScheduler.asyncInstance)
  /// ```
  public static var asyncInstance: SerialDispatchQueueScheduler {
    SerialDispatchQueueScheduler(base: instance.base)
  }
}
