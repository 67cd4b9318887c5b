extension Observable {
  /// A sequence of one element, then completion, both delivered during subscription.
  ///
  /// ```swift
  /// Observable.just(Mutation.setLoading(true))
  /// ```
  public static func just(_ element: Element) -> Observable<Element> {
    Observable(.just(element))
  }

  /// A sequence that completes at once, with no element.
  ///
  /// ```swift
  /// return .empty()
  /// ```
  public static func empty() -> Observable<Element> {
    Observable(.empty)
  }

  /// A sequence that fails at once with `error`.
  ///
  /// ```swift
  /// Observable<Int>.error(LoadError.offline)
  /// ```
  public static func error(_ error: any Error) -> Observable<Element> {
    Observable(.failure(error))
  }

  /// A sequence that never sends any event.
  ///
  /// ```swift
  /// Observable<Int>.never()
  /// ```
  public static func never() -> Observable<Element> {
    Observable(producer: { _ in NopDisposable() })
  }

  /// A sequence whose subscription runs `subscribe` with an observer.
  ///
  /// The closure returns what releases its resources when the subscription is disposed.
  ///
  /// ```swift
  /// Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onCompleted()
  ///   return Disposables.create()
  /// }
  /// ```
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable(producer: { observer in
      let subscription = SingleAssignmentDisposable()
      let upstream = subscribe(
        AnyObserver { event in
          guard !subscription.isDisposed else { return }
          observer(event)
          if event.isStopEvent { subscription.dispose() }
        })
      subscription.setDisposable(upstream)
      return subscription
    })
  }

  /// A sequence that creates a fresh observable for every subscription.
  ///
  /// Defers work until subscription time.
  ///
  /// ```swift
  /// Observable.deferred { .just(Date()) }
  /// ```
  public static func deferred(
    _ factory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable(producer: { observer in
      do {
        return try factory().subscribeEvents(observer)
      } catch {
        observer(.error(error))
        return NopDisposable()
      }
    })
  }

  /// The elements of `sequence`, one per step of the current-thread trampoline, then completion.
  ///
  /// As in RxSwift, the elements are produced on `CurrentThreadScheduler`: subscribed with no
  /// trampoline running they are all delivered during subscription; subscribed while one runs
  /// (inside `mutate`, say) they are queued behind the work already on it.
  ///
  /// ```swift
  /// Observable.from([1, 2, 3])
  /// ```
  public static func from<Elements: Sequence>(_ sequence: Elements) -> Observable<Element>
  where Elements.Element == Element {
    let elements = Array(sequence)
    return Observable(producer: { observer in
      let emitter = SequenceEmitter(elements: elements, observer: observer)
      CurrentThreadTrampoline.current.schedule(emitter)
      return emitter
    })
  }

  /// The given elements, delivered like ``from(_:)``.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3)
  /// ```
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }
}

/// Emits one element per trampoline step, rescheduling itself, as RxSwift's `ObservableSequence`
/// does through `scheduleRecursive`.
private final class SequenceEmitter<Element>: TrampolineTask, Disposable {
  private let elements: [Element]
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var index = 0
  private let observer: (Event<Element>) -> Void
  @exclusivity(unchecked) private(set) var isDisposed = false

  init(elements: [Element], observer: @escaping (Event<Element>) -> Void) {
    self.elements = elements
    self.observer = observer
  }

  func runTrampolineTask() {
    guard !isDisposed else { return }
    if index < elements.count {
      let element = elements[index]
      index += 1
      observer(.next(element))
      if !isDisposed { CurrentThreadTrampoline.current.schedule(self) }
    } else {
      observer(.completed)
      dispose()
    }
  }

  func dispose() {
    isDisposed = true
  }
}
