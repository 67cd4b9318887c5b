// NB: re-exported, because `RxTimeInterval` is Dispatch's type: a user's file with
// `import ReactorEngine` alone must spell its cases (`.milliseconds(500)`), as one with
// `import RxSwift` does, also where `MemberImportVisibility` makes members need their module.
@_exported import Dispatch

/// A time span, spelled as in RxSwift: `.milliseconds(500)`, `.seconds(1)`.
///
/// It is `DispatchTimeInterval`, exactly as in RxSwift.
///
/// ```swift
/// Observable.just(1).delay(.milliseconds(500), scheduler: MainScheduler.instance)
/// ```
public typealias RxTimeInterval = DispatchTimeInterval

extension DispatchTimeInterval {
  /// The interval's count and the nanoseconds in one of its units; `nil` for `.never`.
  var countAndUnit: (count: Int, unit: Int128)? {
    switch self {
    case .seconds(let value): return (value, 1_000_000_000)
    case .milliseconds(let value): return (value, 1_000_000)
    case .microseconds(let value): return (value, 1_000)
    case .nanoseconds(let value): return (value, 1)
    case .never: return nil
    @unknown default: return nil
    }
  }

  /// The span in nanoseconds, exact for every count (even `.seconds(Int.max)`); `nil` for
  /// `.never`.
  var exactNanoseconds: Int128? {
    guard let (count, unit) = countAndUnit else { return nil }
    return Int128(count) * unit
  }

  /// The span in nanoseconds as `Int64`, clamped to its range; `.never` is `Int64.max`.
  ///
  /// Kept for code written against it; new code uses ``exactNanoseconds``, which is exact for
  /// every count.
  var nanosecondsValue: Int64 {
    exactNanoseconds.map { Int64(clamping: $0) } ?? .max
  }

  /// Whether the interval is zero in its own unit (RxSwift's `isNow`); `.never` is not.
  var isZero: Bool {
    countAndUnit?.count == 0
  }

  /// What is left of this interval once the span from `start` to `end` has passed, as RxSwift
  /// computes it for `delay` and `throttle`.
  ///
  /// The remainder is counted in the interval's own unit and rounded to the nearest whole unit,
  /// halves away from zero, and is never negative: `.seconds(1)` 400 ms after `start` leaves
  /// `.seconds(1)` (0.6 rounds up), 600 ms after leaves `.seconds(0)`. `.never` stays `.never`;
  /// an `end` before `start` leaves the whole interval. The arithmetic is exact integer
  /// arithmetic on nanoseconds (RxSwift's is floating point on dates, which agrees except at a
  /// half unit blurred by rounding error).
  func remaining(from start: SchedulerInstant, to end: SchedulerInstant) -> DispatchTimeInterval {
    guard let (count, unit) = countAndUnit else { return self }
    let elapsed = max(0, end.nanoseconds - start.nanoseconds)
    let left = Int128(count) * unit - elapsed
    guard left > 0 else { return withCount(0) }
    // NB: `left` is positive and at most `count * unit`, so the quotient fits in `Int`.
    return withCount(Int((left + unit / 2) / unit))
  }

  private func withCount(_ count: Int) -> DispatchTimeInterval {
    switch self {
    case .seconds: return .seconds(count)
    case .milliseconds: return .milliseconds(count)
    case .microseconds: return .microseconds(count)
    case .nanoseconds: return .nanoseconds(count)
    case .never: return .never
    @unknown default: return .never
    }
  }
}
