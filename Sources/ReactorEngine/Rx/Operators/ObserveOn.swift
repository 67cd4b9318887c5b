extension ObservableType {
  /// Delivers the events through `scheduler`, one per scheduled step, in order.
  ///
  /// On `CurrentThreadScheduler` an event arriving while the thread's trampoline is idle is
  /// delivered at once; one arriving while trampoline work runs (say, an action sent from a
  /// state subscriber) is queued and delivered after that work, never recursively. ReactorKit
  /// observes its action subject this way.
  ///
  /// On `MainScheduler.instance` and `MainScheduler.asyncInstance` each event is scheduled on
  /// its own as it arrives, as RxSwift's `ObserveOnSerialDispatchQueue`: with nothing queued on
  /// the main scheduler it is delivered at once, else it waits its turn behind the main work
  /// queued before it.
  ///
  /// ```swift
  /// action.observe(on: CurrentThreadScheduler.instance)
  /// ```
  // NB: inlinable, with the current-thread path (a reactor's actions) in the body, so that a
  // reactor declared in another module delivers its actions through code specialised for them.
  @inlinable
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    // NB: decided once per operator, so the trampoline path costs nothing per event.
    guard scheduler is CurrentThreadScheduler else { return source.observe(onOther: scheduler) }
    return Observable(producer: { downstream in
      let sink = TrampolineObserveOnSink(downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

extension Observable {
  /// `observe(on:)` for every scheduler but `CurrentThreadScheduler`.
  @usableFromInline
  func observe(onOther scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    // NB: as RxSwift, where `MainScheduler` is a `SerialDispatchQueueScheduler`: both take the
    // one-action-per-event path, never the queue-draining sink below.
    if let main = scheduler as? MainScheduler {
      return observeEachEvent(on: main)
    }
    if let serial = scheduler as? SerialDispatchQueueScheduler {
      return observeEachEvent(on: serial)
    }
    return Observable(producer: { [self] downstream in
      let sink = SchedulerObserveOnSink(scheduler: scheduler, downstream: downstream)
      sink.run(self)
      return sink
    })
  }
}

/// `observe(on: CurrentThreadScheduler.instance)`: RxSwift's `ObserveOnSink` over the trampoline,
/// with the sink itself as the queued task so the idle-trampoline path allocates nothing.
@usableFromInline
final class TrampolineObserveOnSink<Element>: TrampolineTask, Disposable {
  @usableFromInline let downstream: (Event<Element>) -> Void
  @usableFromInline let upstream = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline var pending: [Event<Element>] = []
  @exclusivity(unchecked) @usableFromInline var head = 0
  /// Delivering, or queued on the trampoline to deliver.
  @exclusivity(unchecked) @usableFromInline var isRunning = false
  @exclusivity(unchecked) @usableFromInline var isDisposed = false

  @usableFromInline init(downstream: @escaping (Event<Element>) -> Void) {
    self.downstream = downstream
  }

  @inlinable func run(_ source: Observable<Element>) {
    upstream.setDisposable(source.subscribeEvents { [self] event in on(event) })
  }

  @inlinable func on(_ event: Event<Element>) {
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

  @inlinable func runTrampolineTask() {
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

  @inlinable func deliver(_ event: Event<Element>) {
    downstream(event)
    if event.isStopEvent { dispose() }
  }

  /// After one delivery: more pending events go to the back of the trampoline queue.
  @inlinable func continueRunning(on trampoline: CurrentThreadTrampoline) {
    if !isDisposed && head < pending.count {
      trampoline.enqueue(self)
    } else {
      isRunning = false
    }
  }

  @inlinable func dispose() {
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
