/// One event of an observable sequence: an element, a failure, or completion.
///
/// A sequence delivers `next` zero or more times and then at most one terminal event, `error` or
/// `completed`, after which it delivers nothing more (the RxSwift sequence grammar).
///
/// ```swift
/// let event: Event<Int> = .next(1)
/// event.element  // 1
/// ```
public enum Event<Element> {
  /// The sequence produced an element.
  case next(Element)
  /// The sequence failed; no event follows.
  case error(any Error)
  /// The sequence finished; no event follows.
  case completed

  /// The element of a `next` event, `nil` for a terminal event.
  ///
  /// Convenience for observers that only care about elements.
  ///
  /// ```swift
  /// Event<Int>.completed.element  // nil
  /// ```
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// Whether this is a terminal event (`error` or `completed`).
  ///
  /// Operators stop forwarding after a terminal event.
  ///
  /// ```swift
  /// Event<Int>.completed.isStopEvent  // true
  /// ```
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }
}
