/// The integer types `interval` and `timer` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
  /// 0, 1, 2, … one every `period`, the first one `period` after subscribing; never completes.
  ///
  /// Same as `timer(period, period: period, scheduler:)`. Dispose it (or end it with
  /// `take(until:)`) to stop. The period must be positive: see
  /// ``timer(_:period:scheduler:file:line:)``.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  public static func interval(
    _ period: RxTimeInterval, scheduler: some SchedulerType,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    makeTimer(
      dueTime: period, period: period, scheduler: scheduler,
      site: TimerSite(name: "interval", file: file, line: line))
  }

  /// 0 after `dueTime`; then, with a `period`, 1, 2, … one every `period`, else completion.
  ///
  /// A periodic timer queues its next tick before sending the current one, so work the element
  /// schedules for the next tick's instant runs after that tick.
  ///
  /// A zero or negative `period` stops the program when subscribed, with a message naming the
  /// call site: RxSwift's dispatch timers run a zero-period timer again each time the queue
  /// reaches it (a negative one traps), so on a virtual clock it would tick forever without
  /// time ever moving on. A `.never` period ticks once.
  ///
  /// ```swift
  /// Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)  // 0, completed
  /// ```
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: some SchedulerType,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    makeTimer(
      dueTime: dueTime, period: period, scheduler: scheduler,
      site: TimerSite(name: "timer", file: file, line: line))
  }

  private static func makeTimer(
    dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: some SchedulerType,
    site: TimerSite
  ) -> Observable<Element> {
    Observable(producer: { downstream in
      if let period { site.checkPeriod(period) }
      let sink = TimerSink(scheduler: scheduler, downstream: downstream)
      if let period {
        sink.schedulePeriodic(after: dueTime, period: period)
      } else {
        sink.scheduleOnce(after: dueTime)
      }
      return sink
    })
  }
}

/// Where a timer was made, for the message that refuses a period that is not positive.
private struct TimerSite {
  let name: String
  let file: StaticString
  let line: UInt

  func checkPeriod(_ period: RxTimeInterval) {
    // NB: `fatalError`, not `precondition`: the message and the call site are the point, and
    // optimised builds drop a precondition's.
    guard let span = period.exactNanoseconds, span <= 0 else { return }
    fatalError(
      """
      Observable.\(name): the period .\(period) is not positive. On a virtual clock such a \
      timer ticks again at the same instant forever and time never moves on (RxSwift's dispatch \
      timers repeat a zero period as fast as the queue allows and trap on a negative one).
      """, file: file, line: line)
  }
}

/// Counts ticks on the scheduler, with the next tick always queued before the current is sent
/// (RxSwift's emulated `schedulePeriodic`, which its virtual schedulers use).
private final class TimerSink<Element: RxAbstractInteger, Scheduler: SchedulerType>: Disposable {
  private let scheduler: Scheduler
  private let downstream: (Event<Element>) -> Void
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var count: Element = 0
  @exclusivity(unchecked) private var pending: (any Disposable)?
  @exclusivity(unchecked) private var isDisposed = false

  init(scheduler: Scheduler, downstream: @escaping (Event<Element>) -> Void) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func scheduleOnce(after dueTime: RxTimeInterval) {
    schedule(after: dueTime) { [self] in
      guard !isDisposed else { return }
      downstream(.next(0))
      if !isDisposed { downstream(.completed) }
      dispose()
    }
  }

  func schedulePeriodic(after dueTime: RxTimeInterval, period: RxTimeInterval) {
    schedule(after: dueTime) { [self] in tick(period: period) }
  }

  private func tick(period: RxTimeInterval) {
    guard !isDisposed else { return }
    schedulePeriodic(after: period, period: period)
    let element = count
    count = count &+ 1
    downstream(.next(element))
  }

  private func schedule(after dueTime: RxTimeInterval, _ work: @escaping () -> Void) {
    let item = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
      work()
      return NopDisposable()
    }
    if isDisposed { item.dispose() } else { pending = item }
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let pending = self.pending
    self.pending = nil
    pending?.dispose()
  }
}
