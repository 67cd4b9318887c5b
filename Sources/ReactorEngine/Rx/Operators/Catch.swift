extension ObservableType {
  /// Replaces an error with the sequence `handler` returns for it.
  ///
  /// Elements sent before the error are kept. ReactorKit wraps every `mutate` result in
  /// `.catch { _ in .empty() }` so one failing effect ends quietly.
  ///
  /// ```swift
  /// mutate(action: action).catch { _ in .empty() }
  /// ```
  @inlinable
  public func `catch`(
    _ handler: @escaping (any Error) throws -> Observable<Element>
  ) -> Observable<Element> {
    let source = asObservable()
    switch source.representation {
    case .just, .empty:
      // NB: these never fail, so the handler can never run.
      return source
    case .failure, .producer, .hot, .subject:
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
// NB: one slot holds the source's subscription until it fails, then the fallback's: the source
// is released before the fallback's subscription is stored.
@usableFromInline
final class CatchSink<Element>: Disposable {
  @usableFromInline let handler: (any Error) throws -> Observable<Element>
  @usableFromInline let downstream: (Event<Element>) -> Void
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline var current: (any Disposable)?
  @exclusivity(unchecked) @usableFromInline var isSourceReleased = false
  @exclusivity(unchecked) @usableFromInline var hasFailed = false
  @exclusivity(unchecked) @usableFromInline var isDisposed = false

  @usableFromInline init(
    handler: @escaping (any Error) throws -> Observable<Element>,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.handler = handler
    self.downstream = downstream
  }

  @inlinable func run(_ source: Observable<Element>) {
    let subscription = source.subscribeEvents { [self] event in on(event) }
    if isSourceReleased { subscription.dispose() } else { current = subscription }
  }

  @inlinable func on(_ event: Event<Element>) {
    guard !hasFailed, !isSourceReleased else { return }
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
      releaseSource()
      if isDisposed { fallback.dispose() } else { current = fallback }
    } catch {
      downstream(.error(error))
      releaseSource()
    }
  }

  @inlinable func releaseSource() {
    guard !isSourceReleased else { return }
    isSourceReleased = true
    let source = current
    current = nil
    source?.dispose()
  }

  @inlinable func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    isSourceReleased = true
    let current = self.current
    self.current = nil
    current?.dispose()
  }
}
