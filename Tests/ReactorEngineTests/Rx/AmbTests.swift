import ReactorEngine
import Testing

// Expected values: the cases amb.* run through RxSwift 6.10.2 + RxTest (scratch build).
@Suite struct AmbTests {
  @Test func theFirstToSendWinsAndTheOtherIsReleasedAtOnce() {
    // amb.left
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([
      .next(150, 0), .next(215, 1), .next(230, 3), .completed(240),
    ])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
    let res = scheduler.start { a.amb(b) }
    #expect(res.events == [.next(215, 1), .next(230, 3), .completed(240)])
    #expect(a.subscriptions == [Subscription(200, 240)])
    #expect(b.subscriptions == [Subscription(200, 215)])
  }

  @Test func ofAnArray() {
    // amb.array: b's element at 220 beats c's error at 225 and a's element at 230
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(30, 1), .completed(40)])
    let b = scheduler.createColdObservable([.next(20, 2), .completed(50)])
    let c = scheduler.createColdObservable([.error(25, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()])
    }
    #expect(res.events == [.next(220, 2), .completed(250)])
    #expect(a.subscriptions == [Subscription(200, 220)])
    #expect(b.subscriptions == [Subscription(200, 250)])
    #expect(c.subscriptions == [Subscription(200, 220)])
  }
}
