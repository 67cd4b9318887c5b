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
    case .failure, .producer:
      break
    }
    return Observable(producer: { downstream in
      let upstream = SingleAssignmentDisposable()
      let fallback = SingleAssignmentDisposable()
      let subscription = source.subscribeEvents { event in
        guard !upstream.isDisposed else { return }
        guard case .error(let error) = event else {
          downstream(event)
          return
        }
        upstream.dispose()
        do {
          fallback.setDisposable(try handler(error).subscribeEvents(downstream))
        } catch {
          downstream(.error(error))
        }
      }
      upstream.setDisposable(subscription)
      return Disposables.create(upstream, fallback)
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
