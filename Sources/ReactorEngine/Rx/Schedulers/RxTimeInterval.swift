import Dispatch

/// A time span, spelled as in RxSwift: `.milliseconds(500)`, `.seconds(1)`.
///
/// It is `DispatchTimeInterval`, exactly as in RxSwift.
///
/// ```swift
/// Observable.just(1).delay(.milliseconds(500), scheduler: MainScheduler.instance)
/// ```
public typealias RxTimeInterval = DispatchTimeInterval

extension DispatchTimeInterval {
  /// The span in nanoseconds; `.never` is the largest representable span.
  var nanosecondsValue: Int64 {
    switch self {
    case .seconds(let value): return Int64(value) * 1_000_000_000
    case .milliseconds(let value): return Int64(value) * 1_000_000
    case .microseconds(let value): return Int64(value) * 1_000
    case .nanoseconds(let value): return Int64(value)
    case .never: return .max
    @unknown default: return .max
    }
  }
}
