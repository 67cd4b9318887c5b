/// An observer that records each event with the tick it arrived at (RxTest's).
///
/// Made by ``TestScheduler/createObserver(_:)`` or returned by ``TestScheduler/start(_:)``.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// _ = xs.subscribe(observer)
/// scheduler.start()
/// observer.events  // [.next(210, 2), .completed(250)]
/// ```
public final class TestableObserver<Element>: ObserverType {
  private let scheduler: TestScheduler
  /// Every event received, in order, with its tick.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the scheduler's clock.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
