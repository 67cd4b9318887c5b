extension Observable {
  /// Pairs the sources' elements by position: the first of each, then the second of each…
  ///
  /// Completes once every source has completed (RxSwift 6's rule for its fixed arities); an
  /// error of any ends it at once.
  ///
  /// ```swift
  /// Observable.zip(names, ages) { "\($0) is \($1)" }
  /// ```
  public static func zip<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    // NB: each value was erased from its source's element type at that index.
    zipped([ZipSource(first), ZipSource(second)]) { values in
      try resultSelector(values[0] as! First.Element, values[1] as! Second.Element)
    }
  }

  /// Zips three sources by position, as the two-source form.
  public static func zip<First: ObservableType, Second: ObservableType, Third: ObservableType>(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element
  ) -> Observable<Element> {
    zipped([ZipSource(first), ZipSource(second), ZipSource(third)]) { values in
      try resultSelector(
        values[0] as! First.Element, values[1] as! Second.Element, values[2] as! Third.Element)
    }
  }

  /// The sources' elements paired by position, as tuples.
  ///
  /// ```swift
  /// Observable.zip(requests, responses)  // (request, response)
  /// ```
  public static func zip<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)>
  where Element == (First.Element, Second.Element) {
    zip(first, second) { ($0, $1) }
  }

  /// Three sources' elements grouped by position, as tuples.
  public static func zip<First: ObservableType, Second: ObservableType, Third: ObservableType>(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<(First.Element, Second.Element, Third.Element)>
  where Element == (First.Element, Second.Element, Third.Element) {
    zip(first, second, third) { ($0, $1, $2) }
  }

  private static func zipped(
    _ sources: [ZipSource], resultSelector: @escaping ([Any]) throws -> Element
  ) -> Observable<Element> {
    Observable(producer: { downstream in
      let sink = ZipSink(
        arity: sources.count, resultSelector: resultSelector, downstream: downstream)
      sink.run(sources)
      return sink
    })
  }
}

/// One source of a fixed-arity zip, its elements erased.
struct ZipSource {
  let subscribe: (@escaping (Event<Any>) -> Void) -> any Disposable

  init<Source: ObservableType>(_ source: Source) {
    let observable = source.asObservable()
    subscribe = { observer in
      observable.subscribeEvents { event in
        switch event {
        case .next(let element): observer(.next(element))
        case .error(let error): observer(.error(error))
        case .completed: observer(.completed)
        }
      }
    }
  }
}

/// RxSwift's `ZipSink`: a queue per source; a result whenever every queue has an element.
private final class ZipSink<Element>: Sink<Element> {
  private let resultSelector: ([Any]) throws -> Element
  private var queues: [[Any]]
  private var isDone: [Bool]
  private let subscriptions: [SingleAssignmentDisposable]

  init(
    arity: Int, resultSelector: @escaping ([Any]) throws -> Element,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.resultSelector = resultSelector
    queues = Array(repeating: [], count: arity)
    isDone = Array(repeating: false, count: arity)
    subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    super.init(downstream: downstream)
  }

  func run(_ sources: [ZipSource]) {
    for (index, source) in sources.enumerated() {
      subscriptions[index].setDisposable(source.subscribe { [self] in on($0, at: index) })
    }
  }

  private func on(_ event: Event<Any>, at index: Int) {
    switch event {
    case .next(let element):
      queues[index].append(element)
      guard queues.allSatisfy({ !$0.isEmpty }) else { return }
      let values = queues.indices.map { queues[$0].removeFirst() }
      do {
        forward(.next(try resultSelector(values)))
      } catch {
        forward(.error(error))
        dispose()
      }
    case .error(let error):
      subscriptions[index].dispose()
      forward(.error(error))
      dispose()
    case .completed:
      subscriptions[index].dispose()
      isDone[index] = true
      if isDone.allSatisfy({ $0 }) {
        forward(.completed)
        dispose()
      }
    }
  }

  override func disposeSubscriptions() {
    for subscription in subscriptions { subscription.dispose() }
  }
}
