#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A scheduler on a virtual clock that moves only when told to.
///
/// Work runs in (due time, scheduling order); `advance(by:)` and `advance(to:)` run everything
/// due up to and including the new time, moving the clock to each item's due time as it runs,
/// so work scheduled during a step for the same instant runs in the same advance, after the
/// work already queued for it. Nothing here reads the wall clock. Immediate `schedule` queues
/// work at the current time; it runs on the next advance (`advance(by: .milliseconds(0))`).
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// _ = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
///   print("at 500 ms")
///   return Disposables.create()
/// }
/// scheduler.advance(by: .milliseconds(500))  // prints "at 500 ms"
/// ```
///
/// RxTest's ``TestScheduler`` is its subclass: the same queue, counted in ticks.
public class VirtualTimeScheduler: SchedulerType {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  // NB: nanoseconds in `Int128`: every whole millisecond up to `maximumMilliseconds` and every
  // finite `RxTimeInterval` after it is exact, so no time computation here can overflow.
  @exclusivity(unchecked) private var clock: Int128 = 0
  @exclusivity(unchecked) private var queue = VirtualTimeQueue()
  @exclusivity(unchecked) private var nextSequence: UInt64 = 0
  @exclusivity(unchecked) private var isAdvancing = false
  @exclusivity(unchecked) private var isStopRequested = false
  @exclusivity(unchecked) private var refusedWork = false
  /// The immediate work `MainScheduler.instance` bound to this clock has queued or is running.
  let mainQueue = MainQueue()
  /// `ThreadContext.key`, read once: `withMain` looks the thread's context up on every call.
  @usableFromInline let threadContextKey = ThreadContext.key
  /// A test scheduler's tick and processing delay; `nil` for a plain virtual clock.
  let ticks: TestTicks?
  /// Seconds from the reference date to the clock's 0: 0, or 1970 for a test scheduler, whose
  /// `now` is RxTest's (ticks × resolution since 1970).
  private let epoch: Double

  /// Creates a scheduler whose clock reads 0.
  ///
  /// Bind it to `MainScheduler.instance` with ``withMain(_:operation:)``.
  ///
  /// ```swift
  /// let scheduler = VirtualTimeScheduler()
  /// ```
  public init() {
    ticks = nil
    epoch = 0
  }

  /// A clock counted in ticks of `tick` nanoseconds, starting at `initialNanoseconds`.
  init(initialNanoseconds: Int128, ticks: TestTicks) {
    clock = initialNanoseconds
    self.ticks = ticks
    epoch = -Date.timeIntervalBetween1970AndReferenceDate
  }

  /// The latest time the clock can reach, in milliseconds from 0.
  ///
  /// Every nanosecond up to it is represented exactly; advancing past it stops the program
  /// with a message. Work due later never runs.
  ///
  /// ```swift
  /// VirtualTimeScheduler.maximumMilliseconds  // Int.max
  /// ```
  public static let maximumMilliseconds = Int.max

  // NB: computed, not a stored `static let`: it folds to a constant instead of costing a
  // `swift_once` check on every advance.
  private static var maximumNanoseconds: Int128 { Int128(Int.max) * 1_000_000 }

  /// Forgets every item of work still queued, without running it, for an owner that is done
  /// with the clock: queued work holds what it will run, which often holds this scheduler, so
  /// a clock dropped with work pending would otherwise keep both alive.
  package final func _discardPendingWork() {
    queue = VirtualTimeQueue()
  }

  /// The default for ``_pendingWorkLimit``: 2^20 items of work queued at once.
  package static let defaultPendingWorkLimit = 1 << 20

  /// The most items of timed work this scheduler keeps queued at once.
  ///
  /// Each queued item holds its closure and whatever it captured, so a scenario that keeps
  /// scheduling work it never lets run would otherwise grow until the process runs out of
  /// memory. Past the limit, `scheduleRelative` queues nothing (the work never runs) and
  /// ``_hasRefusedWork`` becomes true, for the caller to stop at that step.
  ///
  /// ```swift
  /// scheduler._pendingWorkLimit = 10
  /// ```
  package final var _pendingWorkLimit = defaultPendingWorkLimit

  /// How many items of timed work are queued, due now or later.
  ///
  /// ```swift
  /// scheduler._pendingWorkCount  // 1 while a `delay` holds an event
  /// ```
  @usableFromInline package final var _pendingWorkCount: Int { queue.count }

  /// Whether work was refused because ``_pendingWorkLimit`` items were already queued.
  ///
  /// ```swift
  /// if scheduler._hasRefusedWork { … }  // stop the replay at this step
  /// ```
  package final var _hasRefusedWork: Bool { refusedWork }

  /// Whether work is queued for the current time or earlier, which `advance(by: .zero)` would
  /// run: without any, such an advance changes nothing.
  package final var _hasWorkDueNow: Bool {
    guard let first = queue.first else { return false }
    return first.due <= clock
  }

  /// The virtual clock as a date: seconds since the reference date.
  ///
  /// Use ``nowMilliseconds`` for integer time.
  ///
  /// ```swift
  /// scheduler.now.timeIntervalSinceReferenceDate  // 0.5 after advancing 500 ms
  /// ```
  public final var now: RxTime {
    Date(timeIntervalSinceReferenceDate: epoch + Double(clock) / 1_000_000_000)
  }

  /// The virtual clock in whole milliseconds.
  ///
  /// The unit the replay prints.
  ///
  /// ```swift
  /// scheduler.advance(by: .seconds(1))
  /// scheduler.nowMilliseconds  // 1000
  /// ```
  public final var nowMilliseconds: Int {
    // NB: the clock never passes `maximumMilliseconds`, so this always fits; a clock that fits
    // in 64 bits (292 years) divides without the 128-bit division routine.
    if let small = Int64(exactly: clock) { return Int(small / 1_000_000) }
    return Int(clock / 1_000_000)
  }

  /// The virtual clock in nanoseconds, exact.
  ///
  /// ```swift
  /// scheduler.advance(by: .microseconds(1500))
  /// scheduler.clockNanoseconds  // 1_500_000
  /// ```
  package final var clockNanoseconds: Int128 { clock }

  /// Queues `action` at the current virtual time; it runs on the next advance.
  ///
  /// Same as a relative schedule with a zero due time.
  ///
  /// ```swift
  /// _ = scheduler.schedule(()) { _ in Disposables.create() }
  /// scheduler.advance(by: .milliseconds(0))
  /// ```
  public final func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Queues `action` to run `dueTime` after the current virtual time.
  ///
  /// A negative due time counts as zero; work due after `.never` or past
  /// ``maximumMilliseconds`` never runs.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
  ///   Disposables.create()
  /// }
  /// ```
  public final func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let item = VirtualTimeItem { action(state) }
    schedule(item, after: dueTime)
    return item
  }

  /// Queues `work` to run `dueTime` after the current virtual time, as `scheduleRelative`.
  ///
  /// Returns false when it was not queued: it can never run (due after `.never` or past the
  /// clock's range), or ``_pendingWorkLimit`` items are already queued.
  @discardableResult
  final func schedule(_ work: VirtualTimeWork, after dueTime: RxTimeInterval) -> Bool {
    // NB: `.never` and anything due past the clock's range can never run: not queued at all.
    guard let delay = dueTime.exactNanoseconds else { return false }
    var due = clock + max(0, delay)
    if let ticks { due = ticks.adjusted(due, clock: clock) }
    guard due <= Self.maximumNanoseconds else { return false }
    return enqueue(work, at: due)
  }

  /// Queues `work` at the absolute time `due`, unadjusted: a time already past runs next.
  @discardableResult
  final func enqueue(_ work: VirtualTimeWork, at due: Int128) -> Bool {
    guard queue.count < _pendingWorkLimit else {
      refusedWork = true
      return false
    }
    queue.insert((due, nextSequence, work))
    nextSequence += 1
    return true
  }

  /// Moves the clock forward by `interval`, running all work due up to the new time.
  ///
  /// A zero interval runs the work due now. The new time must not pass
  /// ``maximumMilliseconds``.
  ///
  /// ```swift
  /// scheduler.advance(by: .milliseconds(100))
  /// ```
  public final func advance(by interval: RxTimeInterval) {
    guard let span = interval.exactNanoseconds else {
      preconditionFailure("VirtualTimeScheduler: cannot advance by .never")
    }
    precondition(span >= 0, "VirtualTimeScheduler: cannot advance by a negative interval")
    advance(toNanoseconds: clock + span)
  }

  /// Moves the clock to `time` (measured from 0), running all work due up to it.
  ///
  /// `time` must not be earlier than the current clock nor later than ``maximumMilliseconds``.
  ///
  /// ```swift
  /// scheduler.advance(to: .milliseconds(600))
  /// ```
  public final func advance(to time: RxTimeInterval) {
    guard let target = time.exactNanoseconds else {
      preconditionFailure("VirtualTimeScheduler: cannot advance to .never")
    }
    advance(toNanoseconds: target)
  }

  /// Runs all queued work, moving the clock to each item's due time, until none is left.
  ///
  /// As RxSwift's `VirtualTimeScheduler.start()`: work scheduled meanwhile runs too, `stop()`
  /// from scheduled work ends the run, and a call from scheduled work does nothing.
  ///
  /// ```swift
  /// scheduler.start()
  /// ```
  public final func start() {
    guard !isAdvancing else { return }
    isAdvancing = true
    isStopRequested = false
    defer { isAdvancing = false }
    while !isStopRequested, let item = queue.first {
      queue.removeFirst()
      // NB: as RxSwift, cancelled work is dropped without moving the clock to it.
      guard !item.work.isCancelled else { continue }
      if item.due > clock { clock = item.due }
      item.work.runScheduled()
    }
  }

  /// Ends the current `start()` or advance after the work item now running.
  ///
  /// As RxSwift's `stop()`; an advance still moves the clock to its target.
  ///
  /// ```swift
  /// _ = scheduler.schedule(()) { _ in scheduler.stop(); return Disposables.create() }
  /// ```
  public final func stop() {
    isStopRequested = true
  }

  final func advance(toNanoseconds target: Int128) {
    precondition(target >= clock, "VirtualTimeScheduler: cannot advance to a past time")
    precondition(
      target <= Self.maximumNanoseconds,
      "VirtualTimeScheduler: cannot advance past VirtualTimeScheduler.maximumMilliseconds")
    precondition(!isAdvancing, "VirtualTimeScheduler: advance called from scheduled work")
    isAdvancing = true
    isStopRequested = false
    defer { isAdvancing = false }
    while !isStopRequested, let item = queue.first, item.due <= target {
      queue.removeFirst()
      guard !item.work.isCancelled else { continue }
      if item.due > clock { clock = item.due }
      item.work.runScheduled()
    }
    clock = target
  }
}
