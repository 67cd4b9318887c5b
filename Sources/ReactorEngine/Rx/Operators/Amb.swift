extension ObservableType {
  /// The events of whichever of this sequence and `right` sends first; the other is disposed
  /// before that first event is forwarded.
  ///
  /// ```swift
  /// primary.amb(mirror)
  /// ```
  public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    let left = asObservable()
    let right = right.asObservable()
    return Observable(producer: { downstream in
      let sink = AmbSink(downstream: downstream)
      sink.run(left, right)
      return sink
    })
  }

  /// The events of whichever source sends first, as RxSwift builds it: `never()` raced with
  /// each source in turn.
  ///
  /// ```swift
  /// Observable.amb([primary, mirror, cache])
  /// ```
  public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    sources.reduce(Observable<Element>.never()) { raced, source in raced.amb(source) }
  }
}

/// RxSwift's `AmbSink`: the first event picks a side for good.
private final class AmbSink<Element>: Sink<Element> {
  private enum Side { case left, right }

  private let leftSubscription = SingleAssignmentDisposable()
  private let rightSubscription = SingleAssignmentDisposable()
  private var choice: Side?

  func run(_ left: Observable<Element>, _ right: Observable<Element>) {
    leftSubscription.setDisposable(
      left.subscribeEvents { [self] in on($0, from: .left, other: rightSubscription) })
    rightSubscription.setDisposable(
      right.subscribeEvents { [self] in on($0, from: .right, other: leftSubscription) })
  }

  private func on(_ event: Event<Element>, from side: Side, other: SingleAssignmentDisposable) {
    if choice == nil {
      choice = side
      other.dispose()
    }
    guard choice == side else { return }
    forward(event)
    if event.isStopEvent { dispose() }
  }

  override func disposeSubscriptions() {
    leftSubscription.dispose()
    rightSubscription.dispose()
  }
}
