/// A type that can be subscribed to for a sequence of events.
///
/// `Observable`, the subjects and `ActionSubject` conform; every operator is defined on this
/// protocol and returns an `Observable`.
///
/// ```swift
/// let doubled = subject.map { $0 * 2 }
/// ```
public protocol ObservableType<Element>: ObservableConvertibleType {
  /// The type of the sequence's elements.
  associatedtype Element

  /// Subscribes `observer` to the sequence's events.
  ///
  /// Returns the subscription; disposing it stops the events.
  ///
  /// ```swift
  /// let subscription = observable.subscribe(subject)
  /// ```
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element

  /// The sequence as an `Observable`.
  ///
  /// The canonical form every operator works on.
  ///
  /// ```swift
  /// let observable: Observable<Int> = subject.asObservable()
  /// ```
  func asObservable() -> Observable<Element>
}
