extension ObservableType {
  /// The elements of this sequence until `other` sends its first element, then completion.
  ///
  /// `other` is subscribed first, then this sequence. An element of `other` completes the
  /// result and disposes both; an error of `other` is forwarded; its completion only ends the
  /// watch. ReactorKit users cancel a running request with it.
  ///
  /// ```swift
  /// search(query).take(until: self.action.filter { $0 == .cancel })
  /// ```
  public func take(until other: some ObservableType) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Observable(producer: { downstream in
      let sink = TakeUntilSink<Element>(downstream: downstream)
      sink.run(source, until: other)
      return sink
    })
  }

  /// The elements of this sequence until `other` sends an element.
  ///
  /// RxSwift's older spelling of ``take(until:)``.
  ///
  /// ```swift
  /// request.takeUntil(cancelTaps)
  /// ```
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil(_ other: some ObservableType) -> Observable<Element> {
    take(until: other)
  }
}

/// Forwards the source until the other sequence sends an element.
private final class TakeUntilSink<Element>: Disposable {
  private let downstream: (Event<Element>) -> Void
  private let sourceSubscription = SingleAssignmentDisposable()
  private let otherSubscription = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var isRunning = false

  init(downstream: @escaping (Event<Element>) -> Void) {
    self.downstream = downstream
  }

  func run<Other>(_ source: Observable<Element>, until other: Observable<Other>) {
    isRunning = true
    otherSubscription.setDisposable(
      other.subscribeEvents { [self] event in
        switch event {
        case .next:
          forward(.completed)
        case .error(let error):
          forward(.error(error))
        case .completed:
          otherSubscription.dispose()
        }
      })
    // NB: as in RxSwift, the source is subscribed even when `other` fired during its own
    // subscription; the sink is disposed by then, so nothing reaches downstream, and both
    // subscriptions are released once this returns: the source's first, then `other`'s.
    sourceSubscription.setDisposable(
      source.subscribeEvents { [self] event in
        if event.isStopEvent {
          forward(event)
        } else if !isDisposed {
          downstream(event)
        }
      })
    isRunning = false
    if isDisposed { releaseSubscriptions() }
  }

  private func forward(_ event: Event<Element>) {
    guard !isDisposed else { return }
    downstream(event)
    dispose()
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    if !isRunning { releaseSubscriptions() }
  }

  private func releaseSubscriptions() {
    sourceSubscription.dispose()
    otherSubscription.dispose()
  }
}
