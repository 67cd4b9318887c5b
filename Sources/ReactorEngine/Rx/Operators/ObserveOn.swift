extension ObservableType {
  /// Delivers the events through `scheduler`, one per scheduled step, in order.
  ///
  /// On `CurrentThreadScheduler` an event arriving while the thread's trampoline is idle is
  /// delivered at once; one arriving while trampoline work runs (say, an action sent from a
  /// state subscriber) is queued and delivered after that work, never recursively. ReactorKit
  /// observes its action subject this way.
  ///
  /// ```swift
  /// action.observe(on: CurrentThreadScheduler.instance)
  /// ```
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if let serial = scheduler as? SerialDispatchQueueScheduler {
      return source.observeEachEvent(on: serial)
    }
    // NB: decided once per operator, so the trampoline path costs nothing per event.
    if scheduler is CurrentThreadScheduler {
      return Observable(producer: { downstream in
        let sink = TrampolineObserveOnSink(downstream: downstream)
        sink.run(source)
        return sink
      })
    }
    return Observable(producer: { downstream in
      let sink = SchedulerObserveOnSink(scheduler: scheduler, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

/// `observe(on: CurrentThreadScheduler.instance)`: RxSwift's `ObserveOnSink` over the trampoline,
/// with the sink itself as the queued task so the idle-trampoline path allocates nothing.
private final class TrampolineObserveOnSink<Element>: TrampolineTask, Disposable {
  private let downstream: (Event<Element>) -> Void
  private let upstream = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var pending: [Event<Element>] = []
  @exclusivity(unchecked) private var head = 0
  /// Delivering, or queued on the trampoline to deliver.
  @exclusivity(unchecked) private var isRunning = false
  @exclusivity(unchecked) private var isDisposed = false

  init(downstream: @escaping (Event<Element>) -> Void) {
    self.downstream = downstream
  }

  func run(_ source: Observable<Element>) {
    upstream.setDisposable(source.subscribeEvents { [self] event in on(event) })
  }

  private func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    if isRunning {
      pending.append(event)
      return
    }
    isRunning = true
    let trampoline = CurrentThreadTrampoline.current
    if trampoline.isActive {
      pending.append(event)
      trampoline.enqueue(self)
    } else {
      trampoline.run {
        deliver(event)
        continueRunning(on: trampoline)
      }
    }
  }

  func runTrampolineTask() {
    guard !isDisposed, head < pending.count else {
      isRunning = false
      return
    }
    let event = pending[head]
    head += 1
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
    deliver(event)
    continueRunning(on: CurrentThreadTrampoline.current)
  }

  private func deliver(_ event: Event<Element>) {
    downstream(event)
    if event.isStopEvent { dispose() }
  }

  /// After one delivery: more pending events go to the back of the trampoline queue.
  private func continueRunning(on trampoline: CurrentThreadTrampoline) {
    if !isDisposed && head < pending.count {
      trampoline.enqueue(self)
    } else {
      isRunning = false
    }
  }

  func dispose() {
    isDisposed = true
    upstream.dispose()
  }
}

/// `observe(on:)` for any other scheduler: one scheduled step per event.
private final class SchedulerObserveOnSink<Element>: Disposable {
  private let scheduler: any ImmediateSchedulerType
  private let downstream: (Event<Element>) -> Void
  private let upstream = SingleAssignmentDisposable()
  private let scheduled = SerialDisposable()
  @exclusivity(unchecked) private var pending: [Event<Element>] = []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var isRunning = false
  @exclusivity(unchecked) private var isDisposed = false

  init(scheduler: any ImmediateSchedulerType, downstream: @escaping (Event<Element>) -> Void) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func run(_ source: Observable<Element>) {
    upstream.setDisposable(source.subscribeEvents { [self] event in on(event) })
  }

  private func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    pending.append(event)
    guard !isRunning else { return }
    isRunning = true
    scheduleStep()
  }

  private func scheduleStep() {
    scheduled.replace(
      with: scheduler.schedule(()) { [self] _ in
        step()
        return NopDisposable()
      })
  }

  private func step() {
    guard !isDisposed, head < pending.count else {
      isRunning = false
      return
    }
    let event = pending[head]
    head += 1
    downstream(event)
    if event.isStopEvent {
      dispose()
      return
    }
    if head < pending.count {
      scheduleStep()
    } else {
      pending.removeAll(keepingCapacity: true)
      head = 0
      isRunning = false
    }
  }

  func dispose() {
    isDisposed = true
    upstream.dispose()
    scheduled.dispose()
  }
}
