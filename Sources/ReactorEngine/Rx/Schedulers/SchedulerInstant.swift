/// A reading of a scheduler's clock in whole nanoseconds, for operators that measure spans
/// (`delay`, `throttle`).
///
/// Exact on `VirtualTimeScheduler` and `MainScheduler` (their clocks count nanoseconds); on any
/// other scheduler, `now` rounded to the nearest nanosecond. Pair it with
/// `RxTimeInterval.remaining(from:to:)`:
///
/// ```swift
/// let arrival = scheduler.instant
/// // later
/// let wait = dueTime.remaining(from: arrival, to: scheduler.instant)
/// ```
struct SchedulerInstant: Comparable, Sendable {
  /// Nanoseconds since the clock's origin (the reference date for wall-clock schedulers).
  var nanoseconds: Int128

  static func < (lhs: SchedulerInstant, rhs: SchedulerInstant) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }
}

extension SchedulerType {
  /// The scheduler's clock now, exact on the virtual clocks.
  var instant: SchedulerInstant {
    if let virtualClock {
      return SchedulerInstant(nanoseconds: virtualClock.clockNanoseconds)
    }
    let nanoseconds = (now.timeIntervalSinceReferenceDate * 1_000_000_000).rounded()
    // NB: a date is finite and far inside `Int128`; a non-finite one reads as the origin.
    return SchedulerInstant(nanoseconds: nanoseconds.isFinite ? Int128(nanoseconds) : 0)
  }
}

extension SchedulerType {
  /// The virtual clock behind this scheduler: itself, or the one `MainScheduler` is bound to.
  var virtualClock: VirtualTimeScheduler? {
    // NB: in code specialised for a concrete scheduler these casts fold away.
    if let virtual = self as? VirtualTimeScheduler { return virtual }
    if let main = self as? MainScheduler { return main.base }
    return nil
  }
}
