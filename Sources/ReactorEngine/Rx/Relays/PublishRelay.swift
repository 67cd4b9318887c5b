/// A `PublishSubject` that only takes elements: it can neither fail nor complete.
///
/// Observers subscribed when an element is accepted receive it; later ones miss it (RxRelay's
/// `PublishRelay`).
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// taps.accept(())
/// ```
public final class PublishRelay<Element>: ObservableType {
  private let subject = PublishSubject<Element>()

  /// Creates a relay with no observers.
  ///
  /// ```swift
  /// let searchText = PublishRelay<String?>()
  /// ```
  public init() {}

  /// Sends `event` to the current observers.
  ///
  /// ```swift
  /// searchText.accept("swift")
  /// ```
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer` to the elements accepted from now on.
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
  /// relay.asObservable().map { $0 * 2 }
  /// ```
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
