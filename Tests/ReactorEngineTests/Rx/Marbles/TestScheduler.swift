import Foundation
import ReactorEngine

/// Runs marble cases on a `VirtualTimeScheduler`, one tick per `resolution` seconds (one second
/// unless given): the slice of RxTest's `TestScheduler` the operator tests use, so RxSwift's
/// own cases carry over unchanged.
final class TestScheduler: SchedulerType {
  let base = VirtualTimeScheduler()
  private let nanosecondsPerTick: Int

  /// Starts the clock at tick 0; RxSwift's tests all start there.
  init(initialClock: TestTime = 0, resolution: Double = 1) {
    precondition(initialClock == 0, "the marble harness starts at tick 0")
    nanosecondsPerTick = Int((resolution * 1_000_000_000).rounded())
  }

  var clock: TestTime { elapsedNanoseconds / nanosecondsPerTick }
  var now: RxTime { base.now }

  private var elapsedNanoseconds: Int {
    Int((base.now.timeIntervalSinceReferenceDate * 1_000_000_000).rounded())
  }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    base.schedule(state, action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    base.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` at the absolute tick `time`.
  func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    let delay = max(0, time * nanosecondsPerTick - elapsedNanoseconds)
    _ = base.scheduleRelative((), dueTime: .nanoseconds(delay)) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Runs every scheduled action, as RxTest's `start()`.
  func start() {
    base.start()
  }

  func createHotObservable<Element>(
    _ events: [Recorded<Event<Element>>]
  ) -> HotObservable<Element> {
    HotObservable(scheduler: self, events: events)
  }

  func createColdObservable<Element>(
    _ events: [Recorded<Event<Element>>]
  ) -> ColdObservable<Element> {
    ColdObservable(scheduler: self, events: events)
  }

  /// Creates the sequence at 100, subscribes at 200, disposes at `disposed`, runs every
  /// scheduled action, and returns what the subscription received.
  func start<Element>(
    created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    let observer = TestableObserver<Element>(scheduler: self)
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    scheduleAt(created) { source = create() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer.on) }
    scheduleAt(disposed) { subscription?.dispose() }
    base.start()
    return observer
  }

  func start<Element>(
    disposed: TestTime, _ create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    start(created: 100, subscribed: 200, disposed: disposed, create: create)
  }
}

/// Records each event with the tick it arrived at.
final class TestableObserver<Element> {
  private let scheduler: TestScheduler
  private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
