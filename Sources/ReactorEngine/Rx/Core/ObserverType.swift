/// A type that receives the events of an observable sequence.
///
/// The single requirement is `on(_:)`; `onNext`, `onError` and `onCompleted` are conveniences.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.onNext(1)
/// subject.onCompleted()
/// ```
public protocol ObserverType<Element> {
  /// The type of the elements this observer receives.
  associatedtype Element

  /// Delivers one event to the observer.
  ///
  /// Callers keep the sequence grammar: no event after a terminal one.
  ///
  /// ```swift
  /// observer.on(.next(1))
  /// ```
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Delivers an element.
  ///
  /// Same as `on(.next(element))`.
  ///
  /// ```swift
  /// reactor.action.onNext(.increase)
  /// ```
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Delivers a failure, ending the sequence.
  ///
  /// Same as `on(.error(error))`.
  ///
  /// ```swift
  /// observer.onError(MyError())
  /// ```
  public func onError(_ error: any Error) {
    on(.error(error))
  }

  /// Delivers completion, ending the sequence.
  ///
  /// Same as `on(.completed)`.
  ///
  /// ```swift
  /// observer.onCompleted()
  /// ```
  public func onCompleted() {
    on(.completed)
  }

  /// Wraps this observer in a type-erased ``AnyObserver``.
  ///
  /// As RxSwift's `asObserver()`: events sent to the result go to this observer.
  ///
  /// ```swift
  /// let observer: AnyObserver<Action> = reactor.action.asObserver()
  /// ```
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }
}
