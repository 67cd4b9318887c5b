import ReactorEngine
import Testing

// Expected values: the cases timeout.* run through RxSwift 6.10.2 + RxTest (scratch build).
@Suite struct TimeoutTests {
  @Test func failsWithRxErrorTimeoutWhenAnElementIsLate() {
    // timeout.error
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .completed(300),
    ])
    let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
    #expect(
      res.events == [.next(205, 1), .next(210, 2), .next(240, 3), .error(270, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 270)])
  }

  @Test func switchesToTheOtherSequence() {
    // timeout.other: the other is subscribed, then the source released
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(205, 1), .next(250, 2)])
    let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
    let res = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
    #expect(res.events == [.next(205, 1), .next(235, 9), .completed(245)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys.subscriptions == [Subscription(225, 245)])
  }

  @Test func elementsInTimePassThrough() {
    // timeout.inTime
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.timeout(.seconds(15), scheduler: scheduler) }
    #expect(
      res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
}
