import ReactorEngine

/// Sends its events at their absolute ticks to whoever is subscribed then, and records each
/// subscription (RxTest's hot observable).
final class HotObservable<Element>: ObservableType {
  private let scheduler: TestScheduler
  private var observers: [Int: (Event<Element>) -> Void] = [:]
  private var nextKey = 0
  private(set) var subscriptions: [Subscription] = []

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    for recorded in events {
      scheduler.scheduleAt(recorded.time) { [unowned self] in
        for key in observers.keys.sorted() { observers[key]?(recorded.value) }
      }
    }
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }

  func asObservable() -> Observable<Element> {
    Observable.create { [self] observer in
      let key = nextKey
      nextKey += 1
      observers[key] = observer.on
      subscriptions.append(Subscription(scheduler.clock))
      let index = subscriptions.count - 1
      return Disposables.create { [self] in
        observers[key] = nil
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
      }
    }
  }
}

/// Sends its events at ticks relative to each subscription, and records each subscription
/// (RxTest's cold observable).
final class ColdObservable<Element>: ObservableType {
  private let scheduler: TestScheduler
  private let events: [Recorded<Event<Element>>]
  private(set) var subscriptions: [Subscription] = []

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    self.events = events
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }

  func asObservable() -> Observable<Element> {
    Observable.create { [self] observer in
      subscriptions.append(Subscription(scheduler.clock))
      let index = subscriptions.count - 1
      var isDisposed = false
      for recorded in events {
        scheduler.scheduleAt(scheduler.clock + recorded.time) {
          if !isDisposed { observer.on(recorded.value) }
        }
      }
      return Disposables.create { [self] in
        isDisposed = true
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
      }
    }
  }
}
