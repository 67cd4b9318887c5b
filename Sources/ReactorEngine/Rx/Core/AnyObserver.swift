/// A type-erased observer wrapping an event handler.
///
/// `Observable.create` hands one of these to its subscription closure.
///
/// ```swift
/// let observable = Observable<Int>.create { observer in
///   observer.onNext(1)
///   observer.onCompleted()
///   return Disposables.create()
/// }
/// ```
public struct AnyObserver<Element>: ObserverType {
  let handler: (Event<Element>) -> Void

  /// Creates an observer that calls `eventHandler` for every event.
  ///
  /// The handler is called synchronously, on the emitting thread.
  ///
  /// ```swift
  /// let observer = AnyObserver<Int> { event in print(event) }
  /// ```
  public init(eventHandler: @escaping (Event<Element>) -> Void) {
    handler = eventHandler
  }

  /// Wraps any observer of the same element type.
  ///
  /// Events are forwarded to `observer.on(_:)`.
  ///
  /// ```swift
  /// let erased = AnyObserver(subject)
  /// ```
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    handler = observer.on
  }

  /// Forwards the event to the wrapped handler.
  ///
  /// See ``ObserverType/on(_:)``.
  ///
  /// ```swift
  /// observer.on(.next(1))
  /// ```
  public func on(_ event: Event<Element>) {
    handler(event)
  }
}
