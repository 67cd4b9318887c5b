extension Observable {
  /// The elements of each source in turn: the next source is subscribed when the previous
  /// one completes, after that one is released.
  ///
  /// An error from any source ends the sequence. Sources that complete during their own
  /// subscription are chained in a loop, not by recursion.
  ///
  /// ```swift
  /// Observable.concat([
  ///   Observable.just(Mutation.setLoading(true)),
  ///   Observable.just(Mutation.increaseValue).delay(.milliseconds(500), scheduler: scheduler),
  ///   Observable.just(Mutation.setLoading(false)),
  /// ])
  /// ```
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    return Observable(producer: { downstream in
      let sink = ConcatSink(sources: sources, downstream: downstream)
      sink.moveNext()
      return sink
    })
  }

  /// The elements of each source in turn.
  ///
  /// Variadic form of ``concat(_:)-(Sequence)``.
  ///
  /// ```swift
  /// Observable.concat(first, second)
  /// ```
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }
}

extension ObservableType {
  /// This sequence's elements, then `second`'s once this one completes.
  ///
  /// Same as `Observable.concat([self, second])`.
  ///
  /// ```swift
  /// Observable.just(1).concat(Observable.just(2))  // 1, 2
  /// ```
  public func concat<Second: ObservableType>(_ second: Second) -> Observable<Element>
  where Second.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }
}

/// Subscribes the sources one after another.
private final class ConcatSink<Element>: Disposable {
  private let sources: [Observable<Element>]
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var index = 0
  private let downstream: (Event<Element>) -> Void
  @exclusivity(unchecked) private var isSubscribing = false
  @exclusivity(unchecked) private var isMoveNextPending = false
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var current: (any Disposable)?

  init(sources: [Observable<Element>], downstream: @escaping (Event<Element>) -> Void) {
    self.sources = sources
    self.downstream = downstream
  }

  func moveNext() {
    // NB: a source that completes while being subscribed asks for the next one; the request is
    // recorded and served by the loop below, so a long chain never deepens the stack.
    if isSubscribing {
      isMoveNextPending = true
      return
    }
    repeat {
      isMoveNextPending = false
      guard !isDisposed else { return }
      guard index < sources.count else {
        downstream(.completed)
        dispose()
        return
      }
      let source = sources[index]
      index += 1
      // NB: as in RxSwift, the finished source is released before the next is subscribed.
      let finished = current
      current = nil
      finished?.dispose()
      guard !isDisposed else { return }
      isSubscribing = true
      // NB: a closure capturing only the sink needs no context of its own.
      let subscription = source.subscribeEvents { [self] event in on(event) }
      isSubscribing = false
      if isDisposed {
        subscription.dispose()
      } else {
        current = subscription
      }
    } while isMoveNextPending
  }

  private func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    switch event {
    case .next:
      downstream(event)
    case .error:
      downstream(event)
      dispose()
    case .completed:
      moveNext()
    }
  }

  func dispose() {
    isDisposed = true
    let current = self.current
    self.current = nil
    current?.dispose()
  }
}
