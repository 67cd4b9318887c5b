extension Observable {
  /// `observe(on:)` for a serial dispatch queue: every event is its own queued action, so events
  /// sent together are delivered together, ahead of work queued after them (RxSwift's
  /// `ObserveOnSerialDispatchQueue`, which it picks for every `SerialDispatchQueueScheduler`,
  /// `MainScheduler.instance` included).
  ///
  /// Each event goes to `scheduler.schedule` as it arrives: `MainScheduler.instance` runs it at
  /// once when no main work is queued or running, else queues it; `MainScheduler.asyncInstance`
  /// always queues it.
  func observeEachEvent<Scheduler: ImmediateSchedulerType>(
    on scheduler: Scheduler
  ) -> Observable<Element> {
    Observable(producer: { downstream in
      let sink = SerialObserveOnSink(scheduler: scheduler, downstream: downstream)
      sink.run(self)
      return sink
    })
  }
}

/// Schedules one action per event; the actions are not cancelled on dispose, only silenced.
private final class SerialObserveOnSink<Element, Scheduler: ImmediateSchedulerType>: Disposable {
  private let scheduler: Scheduler
  private let downstream: (Event<Element>) -> Void
  private let upstream = SingleAssignmentDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var isDisposed = false

  init(scheduler: Scheduler, downstream: @escaping (Event<Element>) -> Void) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func run(_ source: Observable<Element>) {
    upstream.setDisposable(
      source.subscribeEvents { [self] event in
        _ = scheduler.schedule(event) { [self] event in
          guard !isDisposed else { return NopDisposable() }
          downstream(event)
          if event.isStopEvent { dispose() }
          return NopDisposable()
        }
      })
  }

  func dispose() {
    isDisposed = true
    upstream.dispose()
  }
}
