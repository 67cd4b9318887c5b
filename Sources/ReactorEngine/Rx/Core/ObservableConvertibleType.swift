/// A type that can be converted to an ``Observable``: every observable, and the traits
/// (`Single`, `Maybe`, `Completable`), which are not observables themselves.
///
/// ```swift
/// let observable: Observable<Int> = Single.just(1).asObservable()
/// ```
public protocol ObservableConvertibleType<Element> {
  /// The type of the sequence's elements.
  associatedtype Element

  /// The sequence as an `Observable`.
  func asObservable() -> Observable<Element>
}
