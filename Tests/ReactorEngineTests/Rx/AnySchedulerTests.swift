import ReactorEngine
import Testing

// ReactorKit's own tests keep a reactor's scheduler as a `SchedulerType` existential in a
// property named `scheduler` (ReactorTests.swift's StopwatchReactor): the time operators take
// it, and `MainScheduler.instance` can be kept before any clock is bound.
@Suite struct AnySchedulerTests {
  @Test func aReactorsExistentialSchedulerDrivesItsTimeOperators() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = TickingReactor(scheduler: scheduler)
    scheduler.scheduleAt(10) { reactor.action.onNext(.start) }
    let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }
    // interval(1) from 10: ticks at 11, 12, 13; each delayed 2 → 13, 14, 15; take(3)
    #expect(res.events.map(\.time) == [0, 13, 14, 15])
    #expect(reactor.currentState == 3)
  }

  @Test func mainSchedulerCanBeKeptBeforeAClockIsBound() {
    let kept = MainScheduler.instance
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = VirtualTimeScheduler.withMain(scheduler) {
      scheduler.start { xs.delay(.seconds(1), scheduler: MainScheduler.instance) }
    }
    #expect(res.events == [.next(211, 1), .completed(221)])
    _ = kept
  }
}

private final class TickingReactor: Reactor {
  enum Action { case start }
  typealias Mutation = Int
  typealias State = Int
  let initialState = 0
  private let scheduler: SchedulerType

  init(scheduler: SchedulerType) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Int> {
    Observable<Int>.interval(.seconds(1), scheduler: scheduler)
      .take(3)
      .delay(.seconds(2), scheduler: scheduler)
      .timeout(.seconds(100), scheduler: scheduler)
      .throttle(.milliseconds(1), scheduler: scheduler)
      .map { _ in 1 }
  }

  func reduce(state: Int, mutation: Int) -> Int {
    state + mutation
  }
}
