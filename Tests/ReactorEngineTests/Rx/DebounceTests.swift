import ReactorEngine
import Testing

// RxSwift 6.10.2 has no marble tests for `debounce`; every expected value here comes from the
// same cases run against the real RxSwift 6.10.2 + RxTest in /work/scratch/rxops/marbles.
@Suite struct DebounceTests {
  @Test func eachElementWaitsForQuietAndANewOneRestartsTheWait() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(240, 3), .next(300, 4), .next(310, 5), .completed(400),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events == [.next(230, 2), .next(260, 3), .next(330, 5), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func completionSendsTheWaitingElementFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(215, 3), .completed(220)])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events == [.next(220, 3), .completed(220)])
  }

  @Test func anErrorDropsTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events == [.error(220, testError)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposingCancelsTheWait() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2)])
    let res = scheduler.start(disposed: 225) { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test func anElementQueuedForTheWaitsEndInstantRunsFirstAndRestartsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events == [.next(250, 3)])
  }
}
