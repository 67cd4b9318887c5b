/// A `BehaviorSubject` that can neither fail nor complete: the stub's state.
///
/// Setting `value` or calling `accept(_:)` emits, even when the value is unchanged.
///
/// ```swift
/// reactor.isStubEnabled = true
/// reactor.stub.state.value = CounterReactor.State(value: 3)
/// ```
public final class StateRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>

  /// Creates a relay holding `value`.
  ///
  /// Subscribers receive the current value first.
  ///
  /// ```swift
  /// let relay = StateRelay(value: 0)
  /// ```
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// Emits `element` to the subscribers and makes it the current value.
  ///
  /// Same as setting ``value``.
  ///
  /// ```swift
  /// relay.accept(1)
  /// ```
  public func accept(_ element: Element) {
    subject.onNext(element)
  }

  /// The current value; setting it emits the new value.
  ///
  /// Observers are notified even when the new value equals the old one.
  ///
  /// ```swift
  /// relay.value += 1
  /// ```
  public var value: Element {
    get {
      // NB: the subject is private and never receives a terminal event, so this cannot throw.
      try! subject.value()
    }
    set { accept(newValue) }
  }

  /// Subscribes `observer`: it receives the current value, then every new one.
  ///
  /// Disposing the subscription removes the observer.
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
  /// Subscribing to it subscribes to the relay.
  ///
  /// ```swift
  /// let values = relay.asObservable()
  /// ```
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
