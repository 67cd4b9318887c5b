extension ObservableType {
  /// Each element that is not followed by another within `dueTime`, sent `dueTime` after it.
  ///
  /// Every element restarts the wait; completion first sends the element still waiting, if any;
  /// an error drops it. The wait runs on `scheduler`.
  ///
  /// ```swift
  /// searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// ```
  public func debounce(
    _ dueTime: RxTimeInterval, scheduler: some SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

/// Keeps the latest element and a wait numbered by it; only the latest wait may send.
private final class DebounceSink<Element, Scheduler: SchedulerType>: Disposable {
  private let dueTime: RxTimeInterval
  private let scheduler: Scheduler
  private let downstream: (Event<Element>) -> Void
  private let upstream = SingleAssignmentDisposable()
  private let wait = SerialDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var id: UInt64 = 0
  @exclusivity(unchecked) private var value: Element?
  @exclusivity(unchecked) private var isDisposed = false

  init(
    dueTime: RxTimeInterval, scheduler: Scheduler,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func run(_ source: Observable<Element>) {
    upstream.setDisposable(source.subscribeEvents { [self] event in on(event) })
  }

  private func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      id &+= 1
      let current = id
      value = element
      let slot = SingleAssignmentDisposable()
      wait.replace(with: slot)
      slot.setDisposable(
        scheduler.scheduleRelative(current, dueTime: dueTime) { [self] current in
          propagate(current)
          return NopDisposable()
        })
    case .error:
      value = nil
      forward(event)
      dispose()
    case .completed:
      if let value {
        self.value = nil
        forward(.next(value))
      }
      forward(.completed)
      dispose()
    }
  }

  private func propagate(_ current: UInt64) {
    guard let value, id == current else { return }
    self.value = nil
    forward(.next(value))
  }

  private func forward(_ event: Event<Element>) {
    guard !isDisposed else { return }
    downstream(event)
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    upstream.dispose()
    wait.dispose()
  }
}
