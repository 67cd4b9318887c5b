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
    if case .just(let element) = source.representation, let clock = scheduler.virtualClock {
      return Observable(producer: { downstream in
        DelayedJustSink(element: element, dueTime: dueTime, clock: clock, downstream: downstream)
      })
    }
    return Observable(producer: { downstream in
      let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

// NB: a pending event costs little: the first waiting event is held inline (a delayed `just`,
// the usual case, allocates no queue) and on a virtual clock the sink queues itself as the
// scheduler's work, with no work item or closure per step.
private final class DelaySink<Element, Scheduler: SchedulerType>: VirtualTimeWork, Disposable {
  // NB: released on dispose: a virtual clock keeps a disposed sink queued until its due time,
  // and must not be kept alive by it in turn.
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var scheduler: Scheduler?
  private let downstream: (Event<Element>) -> Void
  /// The oldest waiting event, when it is not in `overflow`.
  @exclusivity(unchecked) private var oldest: (arrival: SchedulerInstant, event: Event<Element>)?
  /// The later waiting events, from `head` on.
  @exclusivity(unchecked) private var overflow:
    [(arrival: SchedulerInstant, event: Event<Element>)] =
      []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var failure: (any Error)?
  // NB: boxed, and so one reference wide: a delayed `just` completes while subscribed and never
  // stores one, and a virtual clock needs no handle on the scheduled drain.
  @exclusivity(unchecked) private var sourceSubscription: SingleAssignmentDisposable?
  /// The scheduled drain on a scheduler other than a virtual clock.
  @exclusivity(unchecked) private var pendingDrain: SingleAssignmentDisposable?
  private let dueTime: RxTimeInterval
  /// A drain is scheduled or running.
  @exclusivity(unchecked) private var isActive = false
  /// A drain is forwarding an event right now.
  @exclusivity(unchecked) private var isRunning = false
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var isSourceStopped = false

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
      let box = SingleAssignmentDisposable()
      box.setDisposable(subscription)
      sourceSubscription = box
    }
  }

  private func stopSource() {
    isSourceStopped = true
    let subscription = sourceSubscription
    sourceSubscription = nil
    subscription?.dispose()
  }

  private var hasWaiting: Bool { oldest != nil || head < overflow.count }

  private var nextArrival: SchedulerInstant? {
    oldest?.arrival ?? (head < overflow.count ? overflow[head].arrival : nil)
  }

  private func takeNext() -> Event<Element>? {
    if let oldest {
      self.oldest = nil
      return oldest.event
    }
    guard head < overflow.count else { return nil }
    let event = overflow[head].event
    head += 1
    if head == overflow.count {
      overflow.removeAll(keepingCapacity: true)
      head = 0
    }
    return event
  }

  private func dropWaiting() {
    oldest = nil
    overflow = []
    head = 0
  }

  private func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    if event.isStopEvent { stopSource() }
    if case .error(let error) = event {
      dropWaiting()
      failure = error
      // NB: while a drain is forwarding, it sends the error itself once that returns.
      if !isRunning {
        downstream(event)
        dispose()
      }
      return
    }
    guard let scheduler else { return }
    let arrival = scheduler.instant
    if hasWaiting {
      overflow.append((arrival, event))
    } else {
      oldest = (arrival, event)
    }
    if !isActive {
      isActive = true
      schedule(after: dueTime)
    }
  }

  private func schedule(after delay: RxTimeInterval) {
    guard let scheduler else { return }
    if let virtualClock = scheduler.virtualClock {
      virtualClock.schedule(self, after: delay)
      return
    }
    // NB: the scheduled work keeps the sink alive until it runs or is disposed.
    let work = scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
      drain()
      return NopDisposable()
    }
    if isDisposed {
      work.dispose()
    } else {
      let box = SingleAssignmentDisposable()
      box.setDisposable(work)
      pendingDrain = box
    }
  }

  override var isCancelled: Bool { isDisposed }

  override func runScheduled() {
    drain()
  }

  private func drain() {
    guard !isDisposed, failure == nil else { return }
    guard let event = takeNext() else {
      isActive = false
      return
    }
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
    guard !isDisposed, let scheduler else { return }
    guard let arrival = nextArrival else {
      isActive = false
      return
    }
    schedule(after: dueTime.remaining(from: arrival, to: scheduler.instant))
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    stopSource()
    let pendingDrain = self.pendingDrain
    self.pendingDrain = nil
    pendingDrain?.dispose()
    dropWaiting()
    scheduler = nil
  }
}
