/// Events compare by kind and element; two errors are equal when they print the same, as
/// RxTest compares them on Linux.
///
/// ```swift
/// Event.next(1) == Event.next(1)  // true
/// ```
extension Event: Equatable where Element: Equatable {
  /// Same kind and, for `next`, equal elements; errors match by description.
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.completed, .completed): true
    case (.error(let left), .error(let right)): "\(left)" == "\(right)"
    default: false
    }
  }
}
