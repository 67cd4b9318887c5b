/// An observable of a ``TestScheduler`` that records its subscriptions (RxTest's).
///
/// Made by ``TestScheduler/createHotObservable(_:)`` and
/// ``TestScheduler/createColdObservable(_:)``.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// _ = scheduler.start { xs.take(1) }
/// xs.subscriptions  // [Subscription(200, 210)]
/// ```
public class TestableObservable<Element>: ObservableType {
  /// Each subscription so far, with its disposal tick once disposed.
  public internal(set) var subscriptions: [Subscription] = []
  /// The events it was made with.
  public internal(set) var recordedEvents: [Recorded<Event<Element>>]
  let testScheduler: TestScheduler

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.recordedEvents = recordedEvents
  }

  /// Subscribes `observer` directly, recording the subscription (no trampoline, and a
  /// terminal event leaves the subscription open, as RxTest's).
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    record(observer.on)
  }

  // NB: as RxSwift's default `asObservable()`, a `create` around `subscribe`: operators reach
  // the test observable through it, so their subscriptions run inside the current-thread
  // trampoline and a terminal event disposes the subscription (a hot observable then
  // records its own end tick).
  /// The test observable as an `Observable` that subscribes to it.
  public func asObservable() -> Observable<Element> {
    Observable.create { [self] in record($0.on) }
  }

  /// Subscribes `observer`, recording the subscription: each kind's own behaviour.
  func record(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    preconditionFailure("TestableObservable.record: overridden by HotObservable and ColdObservable")
  }

  /// Records a subscription now; the returned closure records its disposal.
  final func recordSubscription() -> () -> Void {
    subscriptions.append(Subscription(testScheduler.clock))
    let index = subscriptions.count - 1
    return { [self] in
      subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
  }
}
