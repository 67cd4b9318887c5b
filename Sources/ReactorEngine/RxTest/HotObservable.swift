/// Sends its events at their ticks to every observer subscribed then (RxTest's hot observable).
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers: [Int: (Event<Element>) -> Void] = [:]
  private var nextKey = 0

  override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      testScheduler.scheduleAt(recorded.time) { [self] in
        // NB: the observers subscribed when the event comes, in subscription order, as
        // RxSwift's `Bag` (a value) iterated: one disposed meanwhile still gets this event.
        let current = observers
        for key in current.keys.sorted() { current[key]?(recorded.value) }
      }
    }
  }

  override func record(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    let key = nextKey
    nextKey += 1
    observers[key] = observer
    let recordDisposal = recordSubscription()
    return Disposables.create { [self] in
      observers[key] = nil
      recordDisposal()
    }
  }
}
