extension ObservableType {
  /// Each element combined with the latest element of `second`, by `resultSelector`.
  ///
  /// `second` is subscribed first. Elements arriving before `second` has sent anything are
  /// dropped; the result ends with this sequence, or with an error of either; `second`
  /// completing changes nothing (its last element stays in use).
  ///
  /// ```swift
  /// taps.withLatestFrom(reactor.state) { _, state in state.count }
  /// ```
  public func withLatestFrom<Second: ObservableType, Result>(
    _ second: Second,
    resultSelector: @escaping (Element, Second.Element) throws -> Result
  ) -> Observable<Result> {
    let first = asObservable()
    let second = second.asObservable()
    return Observable(producer: { downstream in
      let sink = WithLatestFromSink(resultSelector: resultSelector, downstream: downstream)
      sink.run(first, second)
      return sink
    })
  }

  /// The latest element of `second` at each element of this sequence.
  ///
  /// Same as `withLatestFrom(second) { $1 }`.
  ///
  /// ```swift
  /// refreshTaps.withLatestFrom(queryRelay)
  /// ```
  public func withLatestFrom<Second: ObservableType>(
    _ second: Second
  ) -> Observable<Second.Element> {
    withLatestFrom(second) { $1 }
  }
}

/// Stores the second sequence's latest element and combines it with each first element.
private final class WithLatestFromSink<First, Second, Result>: Disposable {
  private let resultSelector: (First, Second) throws -> Result
  private let downstream: (Event<Result>) -> Void
  private let firstSubscription = SingleAssignmentDisposable()
  private let secondSubscription = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var latest: Second?
  @exclusivity(unchecked) private var isDisposed = false

  init(
    resultSelector: @escaping (First, Second) throws -> Result,
    downstream: @escaping (Event<Result>) -> Void
  ) {
    self.resultSelector = resultSelector
    self.downstream = downstream
  }

  func run(_ first: Observable<First>, _ second: Observable<Second>) {
    secondSubscription.setDisposable(
      second.subscribeEvents { [self] event in
        switch event {
        case .next(let element):
          latest = element
        case .error(let error):
          forward(.error(error))
          dispose()
        case .completed:
          secondSubscription.dispose()
        }
      })
    firstSubscription.setDisposable(
      first.subscribeEvents { [self] event in
        switch event {
        case .next(let element):
          guard let latest else { return }
          do {
            forward(.next(try resultSelector(element, latest)))
          } catch {
            forward(.error(error))
            dispose()
          }
        case .error(let error):
          forward(.error(error))
          dispose()
        case .completed:
          forward(.completed)
          dispose()
        }
      })
  }

  private func forward(_ event: Event<Result>) {
    guard !isDisposed else { return }
    downstream(event)
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    firstSubscription.dispose()
    secondSubscription.dispose()
  }
}
