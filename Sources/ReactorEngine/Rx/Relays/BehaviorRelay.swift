/// A `BehaviorSubject` that only takes elements: it holds a current value and never ends.
///
/// Each new observer receives the current value first (RxRelay's `BehaviorRelay`).
///
/// ```swift
/// let query = BehaviorRelay(value: "")
/// query.accept("swift")
/// query.value  // "swift"
/// ```
public final class BehaviorRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  ///
  /// ```swift
  /// let isLoading = BehaviorRelay(value: false)
  /// ```
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value: the initial one or the last accepted.
  ///
  /// ```swift
  /// relay.value
  /// ```
  public var value: Element {
    // NB: the subject never fails: nothing but `accept` ever reaches it.
    (try? subject.value())!
  }

  /// Stores `event` as the current value and sends it to the current observers.
  ///
  /// ```swift
  /// relay.accept(relay.value + 1)
  /// ```
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`: it receives the current value, then every accepted one.
  ///
  /// ```swift
  /// let subscription = relay.subscribe(subject)
  /// ```
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an `Observable`.
  ///
  /// ```swift
  /// relay.asObservable().map(String.init)
  /// ```
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
