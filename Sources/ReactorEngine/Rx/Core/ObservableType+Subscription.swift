extension ObservableType {
  /// Subscribes an event handler.
  ///
  /// The handler sees every event, terminal ones included.
  ///
  /// ```swift
  /// observable.subscribe { event in print(event) }
  /// ```
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    asObservable().subscribeEvents(on)
  }

  /// Subscribes element, error, completion and disposal handlers.
  ///
  /// After a terminal event the subscription disposes itself and calls `onDisposed`; a handler
  /// is never called after the subscription is disposed.
  ///
  /// ```swift
  /// reactor.state
  ///   .subscribe(onNext: { state in print(state.value) })
  ///   .disposed(by: disposeBag)
  /// ```
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let subscription = ClosureSubscription(onDisposed: onDisposed)
    let upstream = asObservable().subscribeEvents { event in
      guard !subscription.isDisposed else { return }
      switch event {
      case .next:
        // NB: the element is bound only for a handler: binding it copies it.
        guard let onNext, case .next(let element) = event else { return }
        onNext(element)
      case .error(let error):
        onError?(error)
        subscription.dispose()
      case .completed:
        onCompleted?()
        subscription.dispose()
      }
    }
    subscription.setUpstream(upstream)
    return subscription
  }
}

/// The subscription `subscribe(onNext:…)` returns: disposes upstream, then calls `onDisposed`.
@usableFromInline
final class ClosureSubscription: Disposable {
  private let upstream = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var onDisposed: (() -> Void)?
  @exclusivity(unchecked) @usableFromInline private(set) var isDisposed = false

  @usableFromInline init(onDisposed: (() -> Void)?) {
    self.onDisposed = onDisposed
  }

  @usableFromInline func setUpstream(_ disposable: any Disposable) {
    upstream.setDisposable(disposable)
  }

  @usableFromInline func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    upstream.dispose()
    let onDisposed = self.onDisposed
    self.onDisposed = nil
    onDisposed?()
  }
}
