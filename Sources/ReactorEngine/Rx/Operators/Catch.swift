extension ObservableType {
  /// Replaces an error with the sequence `handler` returns for it.
  ///
  /// Elements sent before the error are kept. ReactorKit wraps every `mutate` result in
  /// `.catch { _ in .empty() }` so one failing effect ends quietly.
  ///
  /// ```swift
  /// mutate(action: action).catch { _ in .empty() }
  /// ```
  public func `catch`(
    _ handler: @escaping (any Error) throws -> Observable<Element>
  ) -> Observable<Element> {
    let source = asObservable()
    switch source.representation {
    case .just, .empty:
      // NB: these never fail, so the handler can never run.
      return source
    case .failure, .producer, .hot:
      break
    }
    return Observable(producer: { downstream in
      let sink = CatchSink(handler: handler, downstream: downstream)
      sink.run(source)
      return sink
    })
  }

  /// Replaces an error with a single element, then completion.
  ///
  /// Same as `catch { _ in .just(element) }`.
  ///
  /// ```swift
  /// load().catchAndReturn(.failed)
  /// ```
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in .just(element) }
  }
}

/// Forwards the source until it fails, then the handler's sequence.
private final class CatchSink<Element>: Disposable {
  private let handler: (any Error) throws -> Observable<Element>
  private let downstream: (Event<Element>) -> Void
  private let upstream = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var fallback: (any Disposable)?
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var hasFailed = false

  init(
    handler: @escaping (any Error) throws -> Observable<Element>,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.handler = handler
    self.downstream = downstream
  }

  func run(_ source: Observable<Element>) {
    upstream.setDisposable(source.subscribeEvents { [self] event in on(event) })
  }

  private func on(_ event: Event<Element>) {
    guard !hasFailed, !upstream.isDisposed else { return }
    guard case .error(let error) = event else {
      downstream(event)
      return
    }
    hasFailed = true
    // NB: as in RxSwift, the failed source is released only once the fallback is subscribed
    // (after its events, if it sends them while being subscribed) or the handler's error is
    // forwarded.
    do {
      let fallback = try handler(error).subscribeEvents(downstream)
      upstream.dispose()
      if isDisposed { fallback.dispose() } else { self.fallback = fallback }
    } catch {
      downstream(.error(error))
      upstream.dispose()
    }
  }

  func dispose() {
    isDisposed = true
    upstream.dispose()
    fallback?.dispose()
    fallback = nil
  }
}
