extension ObservableType {
  /// Runs side effects around the events passing through and around the subscription itself.
  ///
  /// As in RxSwift: `onNext`/`onError`/`onCompleted` run before the event is forwarded and
  /// `afterNext`/`afterError`/`afterCompleted` after it; an error thrown by any of them is sent
  /// downstream and ends the subscription. `onSubscribe` runs before the source is subscribed,
  /// `onSubscribed` after, and `onDispose` once, when the subscription is disposed or ends.
  /// ReactorKit sets `currentState` with `do(onNext:)`, so it is set before subscribers see
  /// the state.
  ///
  /// ```swift
  /// state.do(onNext: { print("state", $0) }, onDispose: { print("disposed") })
  /// ```
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      onSubscribe?()
      let subscription = DoSubscription(onDispose: onDispose)
      let upstream = source.subscribeEvents { event in
        guard !subscription.isDisposed else { return }
        // NB: one `switch` binding the element once: the event arrives by reference, so every
        // binding of its element copies it (a state of arrays and strings: a retain per field).
        do {
          switch event {
          case .next(let element):
            try onNext?(element)
            downstream(event)
            try afterNext?(element)
          case .error(let error):
            try onError?(error)
            downstream(event)
            try afterError?(error)
          case .completed:
            try onCompleted?()
            downstream(event)
            try afterCompleted?()
          }
        } catch {
          downstream(.error(error))
          subscription.dispose()
          return
        }
        if event.isStopEvent { subscription.dispose() }
      }
      subscription.finishSubscribing(upstream, onSubscribed: onSubscribed)
      return subscription
    })
  }
}

/// The subscription `do` returns: disposes the source's, then calls `onDispose` once.
// NB: as RxSwift's `SinkDisposer`, a sequence that ends while being subscribed is disposed
// once the subscription is made, so `onDispose` comes after `onSubscribed`.
@usableFromInline
final class DoSubscription: Disposable {
  @usableFromInline let upstream = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline var onDispose: (() -> Void)?
  @exclusivity(unchecked) @usableFromInline var isSubscribed = false

  @usableFromInline init(onDispose: (() -> Void)?) {
    self.onDispose = onDispose
  }

  @usableFromInline var isDisposed: Bool { upstream.isDisposed }

  @inlinable func finishSubscribing(_ disposable: any Disposable, onSubscribed: (() -> Void)?) {
    upstream.setDisposable(disposable)
    onSubscribed?()
    isSubscribed = true
    if upstream.isDisposed { runOnDispose() }
  }

  @inlinable func dispose() {
    guard !upstream.isDisposed else { return }
    upstream.dispose()
    if isSubscribed { runOnDispose() }
  }

  @inlinable func runOnDispose() {
    let onDispose = self.onDispose
    self.onDispose = nil
    onDispose?()
  }
}
