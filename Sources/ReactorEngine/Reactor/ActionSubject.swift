/// The subject a reactor receives its actions on: it forwards `next` events only.
///
/// Errors and completion sent to it are ignored, so a view binding that fails or completes
/// never ends the reactor's action stream. Observers are called in subscription order.
///
/// ```swift
/// reactor.action.onNext(.increase)
/// ```
public final class ActionSubject<Element>: ObservableType, ObserverType {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline var observers = ObserverBag<Element>()

  /// Creates a subject with no observers.
  ///
  /// A reactor creates its own; stubs create one to record actions.
  ///
  /// ```swift
  /// let actions = ActionSubject<Int>()
  /// ```
  public init() {}

  /// Forwards a `next` event to every observer; ignores terminal events.
  ///
  /// See ``ObserverType/on(_:)``.
  ///
  /// ```swift
  /// reactor.action.on(.next(.increase))
  /// ```
  @inlinable
  public func on(_ event: Event<Element>) {
    guard case .next = event else { return }
    let snapshot = observers.handlers
    ObserverBag.dispatch(event, to: snapshot)
  }

  /// Subscribes `observer` to the actions sent from now on.
  ///
  /// Disposing the subscription removes the observer.
  ///
  /// ```swift
  /// let subscription = reactor.action.subscribe(recorder)
  /// ```
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscribeEvents(observer.on)
  }

  /// The subject as an `Observable`.
  ///
  /// Subscribing to it subscribes to the subject.
  ///
  /// ```swift
  /// let actions = reactor.action.asObservable()
  /// ```
  public func asObservable() -> Observable<Element> {
    Observable(hot: { [self] downstream in subscribeEvents(downstream) })
  }

  private func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
    let key = observers.insert(handler)
    return AnonymousDisposable { [weak self] in self?.observers.remove(key) }
  }
}
