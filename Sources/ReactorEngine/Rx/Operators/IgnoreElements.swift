extension ObservableType {
  /// Only the sequence's end: completion or error, no element.
  ///
  /// An `Observable<Never>`, as in RxSwift 6; `asCompletable()` makes it a `Completable`.
  ///
  /// ```swift
  /// save.ignoreElements().asCompletable()
  /// ```
  public func ignoreElements() -> Observable<Never> {
    // NB: RxSwift builds it as `flatMap { _ in .empty() }`, so its end is flatMap's.
    flatMap { _ in Observable<Never>.empty() }
  }
}
