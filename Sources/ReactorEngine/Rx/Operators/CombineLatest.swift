extension ObservableType {
  /// The latest elements of both sources combined by `resultSelector`, each time either sends,
  /// once both have sent.
  ///
  /// The sources are subscribed in order. The result completes when both have completed, or
  /// as soon as one sends its first element while the other has completed without any; it fails
  /// on the first error.
  ///
  /// ```swift
  /// Observable.combineLatest(count, isLoading) { count, isLoading in isLoading ? "…" : "\(count)" }
  /// ```
  public static func combineLatest<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    let first = first.asObservable()
    let second = second.asObservable()
    return Observable(producer: { downstream in
      var latest1: First.Element?
      var latest2: Second.Element?
      let sink = CombineLatestSink(arity: 2, downstream: downstream) {
        try resultSelector(latest1!, latest2!)
      }
      sink.subscribe(first, at: 0) { latest1 = $0 }
      sink.subscribe(second, at: 1) { latest2 = $0 }
      return sink
    })
  }

  /// The latest elements of three sources combined by `resultSelector`.
  ///
  /// As the two-source form, over three sources.
  ///
  /// ```swift
  /// Observable.combineLatest(a, b, c) { $0 + $1 + $2 }
  /// ```
  public static func combineLatest<
    First: ObservableType, Second: ObservableType, Third: ObservableType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element
  ) -> Observable<Element> {
    let first = first.asObservable()
    let second = second.asObservable()
    let third = third.asObservable()
    return Observable(producer: { downstream in
      var latest1: First.Element?
      var latest2: Second.Element?
      var latest3: Third.Element?
      let sink = CombineLatestSink(arity: 3, downstream: downstream) {
        try resultSelector(latest1!, latest2!, latest3!)
      }
      sink.subscribe(first, at: 0) { latest1 = $0 }
      sink.subscribe(second, at: 1) { latest2 = $0 }
      sink.subscribe(third, at: 2) { latest3 = $0 }
      return sink
    })
  }
}

extension ObservableType where Element == Any {
  /// The latest elements of both sources as a tuple, each time either sends.
  ///
  /// Same as the `resultSelector` form returning `($0, $1)`.
  ///
  /// ```swift
  /// Observable.combineLatest(query, page)  // Observable<(String, Int)>
  /// ```
  public static func combineLatest<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)> {
    Observable<(First.Element, Second.Element)>.combineLatest(first, second) { ($0, $1) }
  }

  /// The latest elements of three sources as a tuple.
  ///
  /// Same as the `resultSelector` form returning `($0, $1, $2)`.
  ///
  /// ```swift
  /// Observable.combineLatest(a, b, c)  // Observable<(A, B, C)>
  /// ```
  public static func combineLatest<
    First: ObservableType, Second: ObservableType, Third: ObservableType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<(First.Element, Second.Element, Third.Element)> {
    Observable<(First.Element, Second.Element, Third.Element)>.combineLatest(
      first, second, third
    ) { ($0, $1, $2) }
  }
}

/// Counts which sources have sent and which have finished; combines once all have sent.
private final class CombineLatestSink<Result>: Disposable {
  private let downstream: (Event<Result>) -> Void
  private let result: () throws -> Result
  private let subscriptions: [SingleAssignmentDisposable]
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var hasValue: [Bool]
  @exclusivity(unchecked) private var isDone: [Bool]
  @exclusivity(unchecked) private var valueCount = 0
  @exclusivity(unchecked) private var doneCount = 0
  @exclusivity(unchecked) private var isDisposed = false

  init(
    arity: Int, downstream: @escaping (Event<Result>) -> Void,
    result: @escaping () throws -> Result
  ) {
    self.downstream = downstream
    self.result = result
    subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    hasValue = Array(repeating: false, count: arity)
    isDone = Array(repeating: false, count: arity)
  }

  func subscribe<Element>(
    _ source: Observable<Element>, at index: Int, store: @escaping (Element) -> Void
  ) {
    let subscription = subscriptions[index]
    subscription.setDisposable(
      source.subscribeEvents { [self] event in
        switch event {
        case .next(let element):
          store(element)
          next(index)
        case .error(let error):
          subscription.dispose()
          forward(.error(error))
          dispose()
        case .completed:
          subscription.dispose()
          done(index)
        }
      })
  }

  private func next(_ index: Int) {
    if !hasValue[index] {
      hasValue[index] = true
      valueCount += 1
    }
    if valueCount == hasValue.count {
      do {
        forward(.next(try result()))
      } catch {
        forward(.error(error))
        dispose()
      }
    } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
      forward(.completed)
      dispose()
    }
  }

  private func done(_ index: Int) {
    guard !isDone[index] else { return }
    isDone[index] = true
    doneCount += 1
    if doneCount == isDone.count {
      forward(.completed)
      dispose()
    }
  }

  private func forward(_ event: Event<Result>) {
    guard !isDisposed else { return }
    downstream(event)
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    for subscription in subscriptions { subscription.dispose() }
  }
}
