/// A subject that forwards each event to the observers subscribed at that moment.
///
/// Late subscribers miss earlier elements; after a terminal event, a new subscriber receives
/// just that event. Not `Sendable`, like every Rx type here.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(1)  // prints 1
/// ```
public final class PublishSubject<Element>: Observable<Element>, ObserverType {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var observers = ObserverBag<Element>()
  @exclusivity(unchecked) private var stopEvent: Event<Element>?

  /// Creates a subject with no observers.
  ///
  /// Events sent before anyone subscribes are lost.
  ///
  /// ```swift
  /// let taps = PublishSubject<Void>()
  /// ```
  public init() {
    super.init(.subject)
  }

  /// Whether any observer is subscribed.
  ///
  /// `false` again after every subscription is disposed.
  ///
  /// ```swift
  /// subject.hasObservers  // false
  /// ```
  public var hasObservers: Bool { !observers.isEmpty }

  /// Forwards the event to the current observers; nothing after a terminal event.
  ///
  /// See ``ObserverType/on(_:)``.
  ///
  /// ```swift
  /// subject.on(.next(1))
  /// ```
  public func on(_ event: Event<Element>) {
    guard stopEvent == nil else { return }
    let snapshot = observers.handlers
    if event.isStopEvent {
      stopEvent = event
      observers.removeAll()
    }
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
    return AnonymousDisposable { [weak self] in self?.observers.remove(key) }
  }
}
