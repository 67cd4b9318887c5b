import ReactorEngine

/// Virtual time in ticks; one tick is one second of the underlying clock, as in RxTest's
/// `TestScheduler` with its default resolution.
typealias TestTime = Int

/// A value stamped with the tick it happened at; the shape of RxTest's `Recorded`, so marble
/// cases read as they do in RxSwift's own tests.
struct Recorded<Value> {
  let time: TestTime
  let value: Value
}

extension Recorded {
  static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  static func completed<Element>(_ time: TestTime) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }

  static func error<Element>(_ time: TestTime, _ error: any Error) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomStringConvertible {
  var description: String { "\(value) @ \(time)" }
}

// NB: errors compare by description, as RxTest compares them by domain and code.
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

/// When a test observable was subscribed and, if it was, disposed (RxTest's `Subscription`).
struct Subscription: Equatable, CustomStringConvertible {
  let subscribe: TestTime
  let unsubscribe: TestTime

  init(_ subscribe: TestTime, _ unsubscribe: TestTime = .max) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  var description: String {
    "(\(subscribe), \(unsubscribe == .max ? "Infinity" : "\(unsubscribe)"))"
  }
}

/// The error the marble cases fail with (RxSwift's tests use `testError`).
struct TestError: Error, CustomStringConvertible {
  var description: String { "testError" }
}

let testError = TestError()
