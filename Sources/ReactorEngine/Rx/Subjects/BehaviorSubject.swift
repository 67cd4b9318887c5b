/// A subject that holds a current value and sends it to each new subscriber first.
///
/// After a terminal event, a new subscriber receives just that event.
///
/// ```swift
/// let subject = BehaviorSubject(value: 0)
/// _ = subject.subscribe(onNext: { print($0) })  // prints 0
/// subject.onNext(1)  // prints 1
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var element: Element
  @exclusivity(unchecked) private var observers = ObserverBag<Element>()
  @exclusivity(unchecked) private var stopEvent: Event<Element>?

  /// Creates a subject whose current value is `value`.
  ///
  /// Subscribers receive it on subscription.
  ///
  /// ```swift
  /// let isLoading = BehaviorSubject(value: false)
  /// ```
  public init(value: Element) {
    element = value
    super.init(.subject)
  }

  /// The current value; throws the error that ended the subject, if any.
  ///
  /// After completion it still returns the last value.
  ///
  /// ```swift
  /// let current = try subject.value()
  /// ```
  public func value() throws -> Element {
    if case .error(let error) = stopEvent { throw error }
    return element
  }

  /// Whether any observer is subscribed.
  ///
  /// `false` again after every subscription is disposed.
  ///
  /// ```swift
  /// subject.hasObservers
  /// ```
  public var hasObservers: Bool { !observers.isEmpty }

  /// Stores a `next` element as the current value and forwards the event.
  ///
  /// Nothing happens after a terminal event.
  ///
  /// ```swift
  /// subject.onNext(2)
  /// ```
  public func on(_ event: Event<Element>) {
    guard stopEvent == nil else { return }
    switch event {
    case .next(let element):
      self.element = element
    case .error, .completed:
      stopEvent = event
    }
    let snapshot = observers.handlers
    if event.isStopEvent { observers.removeAll() }
    ObserverBag.dispatch(event, to: snapshot)
  }

  override func subscribeSubject(
    _ handler: @escaping (Event<Element>) -> Void
  ) -> any Disposable {
    if let stopEvent {
      handler(stopEvent)
      return NopDisposable()
    }
    let key = observers.insert(handler)
    handler(.next(element))
    return AnonymousDisposable { [weak self] in self?.observers.remove(key) }
  }
}
