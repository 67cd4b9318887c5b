#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ObservableType {
  /// At most one element per `dueTime`: the first at once, then, if `latest`, the latest one
  /// held back, sent when the window ends.
  ///
  /// An element arriving `dueTime` or more after the last one sent goes out at once. Inside the
  /// window it is dropped, or, with `latest`, kept (replacing an earlier kept one) and sent at
  /// the window's end, which opens a new window. Completion waits for a kept element; an error
  /// drops it. ReactorKit's GitHubSearch example throttles the typed text with it.
  ///
  /// ```swift
  /// searchBar.rx.text.throttle(.milliseconds(300), scheduler: MainScheduler.instance)
  /// ```
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = ThrottleSink(
        dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

/// Remembers when it last sent and the element held back, with at most one send scheduled.
private final class ThrottleSink<Element, Scheduler: SchedulerType>: Disposable {
  private let dueTime: RxTimeInterval
  private let latest: Bool
  private let scheduler: Scheduler
  private let downstream: (Event<Element>) -> Void
  private let upstream = SingleAssignmentDisposable()
  private let pendingSend = SerialDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var lastSentTime: SchedulerInstant?
  @exclusivity(unchecked) private var unsent: Element?
  @exclusivity(unchecked) private var isCompleted = false
  @exclusivity(unchecked) private var isDisposed = false

  init(
    dueTime: RxTimeInterval, latest: Bool, scheduler: Scheduler,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func run(_ source: Observable<Element>) {
    upstream.setDisposable(source.subscribeEvents { [self] event in on(event) })
  }

  private func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let remaining: RxTimeInterval =
        lastSentTime.map { dueTime.remaining(from: $0, to: scheduler.instant) }
        ?? .nanoseconds(0)
      if remaining.isZero {
        send(element)
        return
      }
      guard latest else { return }
      let isSendScheduled = unsent != nil
      unsent = element
      guard !isSendScheduled else { return }
      let slot = SingleAssignmentDisposable()
      pendingSend.replace(with: slot)
      slot.setDisposable(
        scheduler.scheduleRelative((), dueTime: remaining) { [self] _ in
          propagate()
          return NopDisposable()
        })
    case .error:
      unsent = nil
      forward(event)
      dispose()
    case .completed:
      if unsent != nil {
        isCompleted = true
      } else {
        forward(.completed)
        dispose()
      }
    }
  }

  private func send(_ element: Element) {
    unsent = nil
    forward(.next(element))
    // NB: read after sending, as RxSwift does, so a slow observer widens the window.
    lastSentTime = scheduler.instant
  }

  private func propagate() {
    if let unsent { send(unsent) }
    if isCompleted {
      forward(.completed)
      dispose()
    }
  }

  private func forward(_ event: Event<Element>) {
    guard !isDisposed else { return }
    downstream(event)
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    upstream.dispose()
    pendingSend.dispose()
  }
}
