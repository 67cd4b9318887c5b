extension ObservableType {
  /// Fails with `RxError.timeout` when `dueTime` passes after the subscription or after an
  /// element without a new element.
  ///
  /// ```swift
  /// fetch(page).timeout(.seconds(10), scheduler: MainScheduler.instance)
  /// ```
  public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType)
    -> Observable<Element>
  {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when `dueTime` passes after the subscription or after an element
  /// without a new element.
  ///
  /// `other` is subscribed before the source is released.
  ///
  /// ```swift
  /// fetch(page).timeout(.seconds(10), other: .just(cached), scheduler: MainScheduler.instance)
  /// ```
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Other, scheduler: some SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    let source = asObservable()
    let other = other.asObservable()
    return Observable(producer: { downstream in
      let sink = TimeoutSink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
      sink.run(source, other: other)
      return sink
    })
  }
}

/// RxSwift's `TimeoutSink`: a timer per element, identified so a stale one does nothing.
private final class TimeoutSink<Element, Scheduler: SchedulerType>: Sink<Element> {
  private let dueTime: RxTimeInterval
  private let scheduler: Scheduler
  private let timer = SerialDisposable()
  private let subscription = SerialDisposable()
  private var id = 0
  private var hasSwitched = false

  init(
    dueTime: RxTimeInterval, scheduler: Scheduler, downstream: @escaping (Event<Element>) -> Void
  ) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  func run(_ source: Observable<Element>, other: Observable<Element>) {
    let original = SingleAssignmentDisposable()
    subscription.replace(with: original)
    startTimer(other: other)
    original.setDisposable(
      source.subscribeEvents { [self] event in
        guard !hasSwitched else { return }
        id &+= 1
        forward(event)
        if event.isStopEvent { dispose() } else { startTimer(other: other) }
      })
  }

  private func startTimer(other: Observable<Element>) {
    guard !timer.isDisposed else { return }
    let next = SingleAssignmentDisposable()
    timer.replace(with: next)
    next.setDisposable(
      scheduler.scheduleRelative(id, dueTime: dueTime) { [self] state in
        hasSwitched = state == id
        if hasSwitched {
          subscription.replace(
            with: other.subscribeEvents { [self] event in
              forward(event)
              if event.isStopEvent { dispose() }
            })
        }
        return NopDisposable()
      })
  }

  override func disposeSubscriptions() {
    subscription.dispose()
    timer.dispose()
  }
}
