import ReactorEngine
import Testing

// Expected values: the cases sample.* run through RxSwift 6.10.2 + RxTest (scratch build).
@Suite struct SampleTests {
  @Test func sendsTheLatestNewElementAtEachTickAndHoldsTheCompletion() {
    // sample
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
      .completed(390),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, 0), .next(210, 0), .next(250, 0), .next(260, 0), .next(320, 0), .next(400, 0),
      .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys) }
    #expect(res.events == [.next(250, 3), .next(320, 6), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 390)])
    #expect(ys.subscriptions == [Subscription(200, 400)])
  }

  @Test func theDefaultValueStandsInForAMissingElement() {
    // sample.default: the sampler's completion is a tick too
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let ys = scheduler.createHotObservable([
      .next(210, 0), .next(230, 0), .next(240, 0), .completed(250),
    ])
    let res = scheduler.start { xs.sample(ys, defaultValue: -1) }
    #expect(res.events == [.next(210, -1), .next(230, 2), .next(240, -1), .next(250, -1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }
}
