/// A value stamped with the tick it happened at, as RxTest's `Recorded`.
///
/// Marble tests build the events of test observables and compare what observers received
/// with the `.next`, `.completed` and `.error` factories:
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
/// #expect(res.events == expected)
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// The tick.
  public let time: TestTime
  /// What happened then.
  public let value: Value

  /// A value at a tick.
  ///
  /// ```swift
  /// Recorded(time: 210, value: Event.next(2))
  /// ```
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `value @ time`, as RxTest prints it.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
