/// Collects disposables and disposes them all when it is deallocated.
///
/// Give each owner (a view, a reactor) one bag; replacing the bag disposes its subscriptions.
///
/// ```swift
/// var disposeBag = DisposeBag()
/// reactor.state.subscribe(onNext: render).disposed(by: disposeBag)
/// disposeBag = DisposeBag()  // disposes the subscription
/// ```
public final class DisposeBag {
  private var disposables: [any Disposable] = []

  /// Creates an empty bag.
  ///
  /// The bag disposes what it holds in `deinit`.
  ///
  /// ```swift
  /// let disposeBag = DisposeBag()
  /// ```
  public init() {}

  /// Adds a disposable to the bag.
  ///
  /// Usually called through ``Disposable/disposed(by:)``.
  ///
  /// ```swift
  /// disposeBag.insert(subscription)
  /// ```
  public func insert(_ disposable: any Disposable) {
    disposables.append(disposable)
  }

  deinit {
    for disposable in disposables { disposable.dispose() }
  }
}
