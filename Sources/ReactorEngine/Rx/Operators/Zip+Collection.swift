extension Observable {
  /// The sources' elements grouped by position into arrays, mapped by `resultSelector`.
  ///
  /// Unlike the fixed arities, as in RxSwift: it completes at an element that cannot be
  /// paired because every other source has completed, and it releases each source as it
  /// completes. An empty collection completes at once.
  ///
  /// ```swift
  /// Observable.zip(pages) { $0.joined() }
  /// ```
  public static func zip<Sources: Collection>(
    _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
    let sources = sources.map { $0.asObservable() }
    return Observable(producer: { downstream in
      let sink = ZipCollectionSink(
        count: sources.count, resultSelector: resultSelector, downstream: downstream)
      sink.run(sources)
      return sink
    })
  }

  /// The sources' elements grouped by position into arrays.
  ///
  /// ```swift
  /// Observable.zip([first, second, third])  // [1, 10, 100], …
  /// ```
  public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
    Observable<[Element]>.zip(sources) { $0 }
  }
}

/// RxSwift's `ZipCollectionTypeSink`.
private final class ZipCollectionSink<Element, Result>: Sink<Result> {
  private let count: Int
  private let resultSelector: ([Element]) throws -> Result
  private var queues: [[Element]]
  private var isDone: [Bool]
  private var sourcesWithElements = 0
  private var sourcesDone = 0
  private let subscriptions: [SingleAssignmentDisposable]

  init(
    count: Int, resultSelector: @escaping ([Element]) throws -> Result,
    downstream: @escaping (Event<Result>) -> Void
  ) {
    self.count = count
    self.resultSelector = resultSelector
    queues = Array(repeating: [], count: count)
    isDone = Array(repeating: false, count: count)
    subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
    super.init(downstream: downstream)
  }

  func run(_ sources: [Observable<Element>]) {
    for (index, source) in sources.enumerated() {
      subscriptions[index].setDisposable(source.subscribeEvents { [self] in on($0, at: index) })
    }
    if sources.isEmpty { forward(.completed) }
  }

  private func on(_ event: Event<Element>, at index: Int) {
    switch event {
    case .next(let element):
      queues[index].append(element)
      if queues[index].count == 1 { sourcesWithElements += 1 }
      guard sourcesWithElements == count else {
        if sourcesDone == count - 1 {
          forward(.completed)
          dispose()
        }
        return
      }
      sourcesWithElements = 0
      var values: [Element] = []
      values.reserveCapacity(count)
      for queue in queues.indices {
        values.append(queues[queue].removeFirst())
        if !queues[queue].isEmpty { sourcesWithElements += 1 }
      }
      do {
        forward(.next(try resultSelector(values)))
      } catch {
        forward(.error(error))
        dispose()
      }
    case .error(let error):
      forward(.error(error))
      dispose()
    case .completed:
      guard !isDone[index] else { return }
      isDone[index] = true
      sourcesDone += 1
      if sourcesDone == count {
        forward(.completed)
        dispose()
      } else {
        subscriptions[index].dispose()
      }
    }
  }

  override func disposeSubscriptions() {
    for subscription in subscriptions { subscription.dispose() }
  }
}
