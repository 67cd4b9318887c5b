extension ObservableType {
  /// Maps each element to an observable and concatenates them: each inner sequence is
  /// subscribed once the previous one completes.
  ///
  /// As in RxSwift, `selector` runs as soon as the element arrives; the inner sequence waits its
  /// turn in a queue, and is subscribed once the previous one has completed and been released.
  ///
  /// ```swift
  /// actions.concatMap { action in self.mutate(action: action) }
  /// ```
  public func concatMap<Inner: ObservableType>(
    _ selector: @escaping (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = ConcatMapSink<Element, Inner.Element>(
        selector: { try selector($0).asObservable() }, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

/// Runs one inner sequence at a time, queueing the rest.
// NB: as RxSwift's sinks, a failure while the sink is being subscribed (`run`) stops what goes
// downstream at once, but the source is released only once `run` returns: the selector still
// runs for the elements the source sends meanwhile.
private final class ConcatMapSink<Source, Element>: Disposable {
  private let selector: (Source) throws -> Observable<Element>
  private let downstream: (Event<Element>) -> Void
  private let outer = SingleAssignmentDisposable()
  private let current = SerialDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  /// The inners waiting their turn, from `waitingHead` on.
  @exclusivity(unchecked) private var waiting: [Observable<Element>] = []
  @exclusivity(unchecked) private var waitingHead = 0
  @exclusivity(unchecked) private var isInnerActive = false
  @exclusivity(unchecked) private var isSubscribingInner = false
  @exclusivity(unchecked) private var didInnerCompleteDuringSubscribe = false
  @exclusivity(unchecked) private var isOuterStopped = false
  /// Nothing more goes downstream.
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var isRunning = false
  /// The source and the running inner are released.
  @exclusivity(unchecked) private var isReleased = false

  init(
    selector: @escaping (Source) throws -> Observable<Element>,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.selector = selector
    self.downstream = downstream
  }

  func run(_ source: Observable<Source>) {
    isRunning = true
    outer.setDisposable(source.subscribeEvents { [self] event in onOuter(event) })
    isRunning = false
    if isDisposed { release() }
  }

  private func forward(_ event: Event<Element>) {
    if !isDisposed { downstream(event) }
  }

  private func onOuter(_ event: Event<Source>) {
    guard !isReleased else { return }
    switch event {
    case .next(let element):
      let inner: Observable<Element>
      do {
        inner = try selector(element)
      } catch {
        forward(.error(error))
        dispose()
        return
      }
      if isInnerActive {
        waiting.append(inner)
      } else {
        isInnerActive = true
        start(inner)
      }
    case .error(let error):
      forward(.error(error))
      dispose()
    case .completed:
      isOuterStopped = true
      // NB: as in RxSwift, with no inner running the completion goes out before the source is
      // released; with one running the source is released at once.
      if isInnerActive {
        outer.dispose()
      } else {
        forward(.completed)
        dispose()
      }
    }
  }

  private func start(_ first: Observable<Element>) {
    // NB: inners that complete during their own subscription are chained by this loop.
    var next: Observable<Element>? = first
    while let inner = next, !isReleased {
      next = nil
      didInnerCompleteDuringSubscribe = false
      isSubscribingInner = true
      let subscription = inner.subscribeEvents { [self] event in
        guard !isReleased else { return }
        switch event {
        case .next:
          forward(event)
        case .error:
          forward(event)
          dispose()
        case .completed:
          // NB: as in RxSwift, the finished inner is released before the next is subscribed
          // or the completion goes out.
          if isSubscribingInner {
            didInnerCompleteDuringSubscribe = true
          } else {
            current.disposeCurrent()
            if let following = takeNext() { start(following) }
          }
        }
      }
      isSubscribingInner = false
      if didInnerCompleteDuringSubscribe {
        subscription.dispose()
        next = takeNext()
      } else {
        current.replace(with: subscription)
      }
    }
  }

  private func takeNext() -> Observable<Element>? {
    if waitingHead < waiting.count {
      let inner = waiting[waitingHead]
      waitingHead += 1
      if waitingHead == waiting.count {
        waiting.removeAll(keepingCapacity: true)
        waitingHead = 0
      }
      return inner
    }
    isInnerActive = false
    if isOuterStopped {
      forward(.completed)
      dispose()
    }
    return nil
  }

  func dispose() {
    isDisposed = true
    if !isRunning { release() }
  }

  private func release() {
    guard !isReleased else { return }
    isReleased = true
    outer.dispose()
    current.dispose()
    waiting = []
    waitingHead = 0
  }
}
