/// An observable sequence with a trait restricting what it may send: the shape of RxSwift's
/// `Single`, `Maybe` and `Completable`.
///
/// A trait is a value around an ``Observable``; `asObservable()` gives the sequence back.
///
/// ```swift
/// let single: Single<Int> = .just(1)
/// _ = single.subscribe(onSuccess: { print($0) })  // prints 1
/// ```
public struct PrimitiveSequence<Trait, Element>: ObservableConvertibleType {
  let source: Observable<Element>

  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The trait's sequence as an `Observable`.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// `self`, for generic code over traits.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence {
  /// A trait whose sequence is built by `factory` for each subscription.
  ///
  /// ```swift
  /// Single.deferred { .just(Date()) }
  /// ```
  public static func deferred(
    _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: .deferred { try factory().asObservable() })
  }

  /// A trait that fails with `error` at once.
  public static func error(_ error: any Error) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: .error(error))
  }

  /// A trait that never sends anything.
  public static func never() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: .never())
  }

  /// The trait `NewTrait` over `transform` of this trait's sequence.
  func lifted<NewTrait, Result>(
    _ transform: (Observable<Element>) -> Observable<Result>
  ) -> PrimitiveSequence<NewTrait, Result> {
    PrimitiveSequence<NewTrait, Result>(raw: transform(source))
  }
}
