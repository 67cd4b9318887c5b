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
public class TestableObservable<Element>: Observable<Element> {
  /// Each subscription so far, with its disposal tick once disposed.
  public internal(set) var subscriptions: [Subscription] = []
  /// The events it was made with.
  public internal(set) var recordedEvents: [Recorded<Event<Element>>]
  let testScheduler: TestScheduler

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.recordedEvents = recordedEvents
    super.init(.subject)
  }

  // NB: RxSwift's operators reach a test observable through `asObservable()`, which wraps it
  // in `Observable.create`: its subscriptions run inside the current-thread trampoline, and a
  // terminal event disposes the subscription (so a hot observable records its own end tick).
  override func subscribeSubject(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    Observable.create { [self] in record($0.on) }.subscribeEvents(observer)
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
