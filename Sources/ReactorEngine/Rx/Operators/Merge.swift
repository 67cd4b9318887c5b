extension ObservableType {
  /// Maps each element to an observable and merges their elements as they come.
  ///
  /// Inner sequences run concurrently and nothing is cancelled; the result completes when this
  /// sequence and every inner one have completed, and fails on the first error. ReactorKit
  /// turns actions into mutations with it.
  ///
  /// ```swift
  /// actions.flatMap { action in self.mutate(action: action) }
  /// ```
  @inlinable
  public func flatMap<Inner: ObservableType>(
    _ selector: @escaping (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = MergeSink<Element, Inner.Element>(
        selector: { try selector($0).asObservable() }, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

extension Observable {
  /// The elements of all `sources`, as they come.
  ///
  /// Every source is subscribed at once, in order; the result completes when all have
  /// completed and fails on the first error. As in RxSwift, a source failing while being
  /// subscribed does not stop the ones after it being subscribed; they are released right after.
  ///
  /// ```swift
  /// Observable.merge([mutation, counter.state.map { Mutation.setCount($0.value) }])
  /// ```
  public static func merge<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    return Observable(producer: { downstream in
      let sink = MergeSink<Observable<Element>, Element>(
        selector: { $0 }, downstream: downstream)
      sink.run(sources)
      return sink
    })
  }

  /// The elements of all `sources`, as they come.
  ///
  /// Variadic form of ``merge(_:)-(Sequence)``.
  ///
  /// ```swift
  /// Observable.merge(taps, timer)
  /// ```
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}

/// The sink behind `flatMap` and `merge`.
// NB: as RxSwift's sinks, a failure while the sink is being subscribed (`run`) stops what goes
// downstream at once, but the sources are released only once `run` returns: the remaining
// sources of a `merge`, and the inners of elements the source sends meanwhile, are still
// subscribed, and released with the rest.
@usableFromInline
final class MergeSink<Source, Element>: Disposable {
  @usableFromInline let selector: (Source) throws -> Observable<Element>
  @usableFromInline let downstream: (Event<Element>) -> Void
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let inners = DisposableGroup<MergeInner<Source, Element>>()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline var activeCount = 0
  @exclusivity(unchecked) @usableFromInline var isOuterStopped = false
  /// Nothing more goes downstream.
  @exclusivity(unchecked) @usableFromInline var isDisposed = false
  @exclusivity(unchecked) @usableFromInline var isRunning = false
  /// The sources are released.
  @exclusivity(unchecked) @usableFromInline var isReleased = false

  @usableFromInline init(
    selector: @escaping (Source) throws -> Observable<Element>,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.selector = selector
    self.downstream = downstream
  }

  @inlinable func run(_ source: Observable<Source>) {
    isRunning = true
    outer.setDisposable(source.subscribeEvents { [self] event in onOuter(event) })
    finishRunning()
  }

  @inlinable func run(_ sources: [Source]) {
    isRunning = true
    for source in sources { onOuter(.next(source)) }
    onOuter(.completed)
    finishRunning()
  }

  @inlinable func finishRunning() {
    isRunning = false
    if isDisposed { release() }
  }

  @inlinable func forward(_ event: Event<Element>) {
    if !isDisposed { downstream(event) }
  }

  @inlinable func onOuter(_ event: Event<Source>) {
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
      subscribe(inner)
    case .error(let error):
      forward(.error(error))
      dispose()
    case .completed:
      isOuterStopped = true
      outer.dispose()
      completeIfDone()
    }
  }

  @inlinable func subscribe(_ inner: Observable<Element>) {
    switch inner.representation {
    case .just(let element) where ThreadContext.isTrampolineActive:
      // NB: a `just` inner emits and completes during its subscription, so forwarding its
      // element is all subscribing would observably do, once inside the trampoline (outside
      // it, subscribing opens the trampoline around the element, as in RxSwift).
      forward(.next(element))
    case .empty:
      break
    case .failure(let error):
      forward(.error(error))
      dispose()
    case .just, .producer, .hot, .subject:
      activeCount += 1
      let member = MergeInner(sink: self, key: inners.reserve())
      member.subscription = inner.subscribeEvents { [member] event in member.on(event) }
      inners.fill(member.key, with: member, isStillActive: !member.isFinished)
    }
  }

  @inlinable func on(_ event: Event<Element>, from member: MergeInner<Source, Element>) {
    guard !isReleased else { return }
    switch event {
    case .next:
      forward(event)
    case .error:
      forward(event)
      dispose()
    case .completed:
      member.isFinished = true
      inners.remove(member.key)
      activeCount -= 1
      completeIfDone()
    }
  }

  @inlinable func completeIfDone() {
    guard isOuterStopped, activeCount == 0, !isDisposed else { return }
    downstream(.completed)
    dispose()
  }

  @inlinable func dispose() {
    isDisposed = true
    if !isRunning { release() }
  }

  @inlinable func release() {
    guard !isReleased else { return }
    isReleased = true
    outer.dispose()
    inners.dispose()
  }
}

/// One inner subscription of a `MergeSink`: its observer, and its member of the sink's group.
// NB: one object per inner, whose observer closure captures only it (no closure context), and
// one reference in the group.
@usableFromInline
final class MergeInner<Source, Element>: Disposable {
  @usableFromInline let sink: MergeSink<Source, Element>
  @usableFromInline let key: Int
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline var subscription: (any Disposable)?
  @exclusivity(unchecked) @usableFromInline var isFinished = false

  @usableFromInline init(sink: MergeSink<Source, Element>, key: Int) {
    self.sink = sink
    self.key = key
  }

  @inlinable func on(_ event: Event<Element>) {
    sink.on(event, from: self)
  }

  @inlinable func dispose() {
    let subscription = self.subscription
    self.subscription = nil
    subscription?.dispose()
  }
}
