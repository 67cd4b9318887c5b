extension ObservableType {
  /// Delays every `next` and the `completed` by `dueTime` on `scheduler`; an error is forwarded
  /// at once and drops the elements still waiting.
  ///
  /// As in RxSwift, each delayed event is delivered in its own scheduler step: when a step
  /// delivers an event and more are waiting, the next step is scheduled at that moment, due
  /// what is left of `dueTime` since the waiting event arrived. So the `completed` of
  /// `just(x).delay(500 ms)` runs in a later step of the same instant, after any work already
  /// scheduled for it. What is left is counted in `dueTime`'s own unit and rounded to the
  /// nearest (see `RxTimeInterval.remaining(from:to:)`), so with `.seconds(1)` an element that
  /// waited 0.6 s behind another goes out with it, one that waited 0.4 s a second later.
  ///
  /// ```swift
  /// Observable.just(Mutation.increaseValue)
  ///   .delay(.milliseconds(500), scheduler: MainScheduler.instance)
  /// ```
  public func delay(
    _ dueTime: RxTimeInterval, scheduler: some SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

private final class DelaySink<Element, Scheduler: SchedulerType>: Disposable {
  private let dueTime: RxTimeInterval
  private let scheduler: Scheduler
  private let downstream: (Event<Element>) -> Void
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var queue: [(arrival: SchedulerInstant, event: Event<Element>)] =
    []
  @exclusivity(unchecked) private var head = 0
  /// A drain is scheduled or running.
  @exclusivity(unchecked) private var isActive = false
  /// A drain is forwarding an event right now.
  @exclusivity(unchecked) private var isRunning = false
  @exclusivity(unchecked) private var failure: (any Error)?
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var sourceSubscription: (any Disposable)?
  @exclusivity(unchecked) private var isSourceStopped = false
  @exclusivity(unchecked) private var pendingDrain: (any Disposable)?
  /// The scheduled action, made once; released on dispose to break the cycle through it.
  @exclusivity(unchecked) private var drainAction: ((()) -> any Disposable)?

  init(
    dueTime: RxTimeInterval, scheduler: Scheduler,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func run(_ observable: Observable<Element>) {
    let subscription = observable.subscribeEvents { [self] event in on(event) }
    if isSourceStopped || isDisposed {
      subscription.dispose()
    } else {
      sourceSubscription = subscription
    }
  }

  private func stopSource() {
    isSourceStopped = true
    let subscription = sourceSubscription
    sourceSubscription = nil
    subscription?.dispose()
  }

  private func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    if event.isStopEvent { stopSource() }
    if case .error(let error) = event {
      queue.removeAll()
      head = 0
      failure = error
      // NB: while a drain is forwarding, it sends the error itself once that returns.
      if !isRunning {
        downstream(event)
        dispose()
      }
      return
    }
    queue.append((scheduler.instant, event))
    if !isActive {
      isActive = true
      schedule(after: dueTime)
    }
  }

  private func schedule(after delay: RxTimeInterval) {
    let action: (()) -> any Disposable
    if let drainAction {
      action = drainAction
    } else {
      action = { [self] _ in
        drain()
        return NopDisposable()
      }
      drainAction = action
    }
    let work = scheduler.scheduleRelative((), dueTime: delay, action: action)
    if isDisposed {
      work.dispose()
    } else {
      pendingDrain = work
    }
  }

  private func drain() {
    guard !isDisposed, failure == nil else { return }
    guard head < queue.count else {
      isActive = false
      return
    }
    let event = queue[head].event
    head += 1
    isRunning = true
    downstream(event)
    isRunning = false
    if case .completed = event {
      dispose()
      return
    }
    if let failure {
      downstream(.error(failure))
      dispose()
      return
    }
    guard !isDisposed else { return }
    guard head < queue.count else {
      queue.removeAll(keepingCapacity: true)
      head = 0
      isActive = false
      return
    }
    schedule(after: dueTime.remaining(from: queue[head].arrival, to: scheduler.instant))
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    stopSource()
    let pendingDrain = self.pendingDrain
    self.pendingDrain = nil
    pendingDrain?.dispose()
    drainAction = nil
    queue.removeAll()
  }
}
