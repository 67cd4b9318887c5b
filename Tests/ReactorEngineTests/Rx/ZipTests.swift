import ReactorEngine
import Testing

// Expected values: the cases zip.* run through RxSwift 6.10.2 + RxTest (scratch build).
@Suite struct ZipTests {
  @Test func pairsByPositionAndCompletesWhenEverySourceHas() {
    // zip.2: RxSwift 6's fixed-arity zip waits for the last completion (300), not for the
    // first source that can no longer pair (240)
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let b = scheduler.createHotObservable([.next(215, 10), .next(250, 20), .completed(300)])
    let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
    #expect(res.events == [.next(215, 11), .next(250, 22), .completed(300)])
    #expect(a.subscriptions == [Subscription(200, 240)])
    #expect(b.subscriptions == [Subscription(200, 300)])
  }

  @Test func anErrorEndsItAndReleasesBoth() {
    // zip.tuple.error
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .error(225, testError)])
    let b = scheduler.createHotObservable([.next(215, 10), .next(250, 20)])
    let res = scheduler.start { Observable.zip(a, b).map { "\($0.0)-\($0.1)" } }
    #expect(res.events == [.next(215, "1-10"), .error(225, testError)])
    #expect(a.subscriptions == [Subscription(200, 225)])
    #expect(b.subscriptions == [Subscription(200, 225)])
  }

  @Test func threeSources() {
    // zip.3
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(260)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(230)])
    let c = scheduler.createHotObservable([.next(230, 3), .next(250, 5), .completed(290)])
    let res = scheduler.start { Observable.zip(a, b, c) { $0 * 100 + $1 * 10 + $2 } }
    #expect(res.events == [.next(230, 123), .completed(290)])
    #expect(a.subscriptions == [Subscription(200, 260)])
    #expect(b.subscriptions == [Subscription(200, 230)])
    #expect(c.subscriptions == [Subscription(200, 290)])
  }
}
