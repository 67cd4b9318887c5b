import ReactorEngine
import Testing

// Expected values: the cases reduce, reduce.error and toArray run through RxSwift 6.10.2 +
// RxTest (scratch build).
@Suite struct ReduceTests {
  @Test func reduceSendsTheMappedTotalAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.reduce(100, accumulator: +, mapResult: { "r\($0)" }) }
    #expect(res.events == [.next(250, "r114"), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func reduceForwardsAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let res = scheduler.start { xs.reduce(0, accumulator: +) }
    #expect(res.events == [.error(220, testError)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func toArrayIsASingleOfEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.toArray().asObservable() }
    #expect(res.events == [.next(250, [2, 3, 4, 5]), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func ofAndMergeOfAnArray() {
    // of, merge.array
    let scheduler = TestScheduler(initialClock: 0)
    #expect(
      scheduler.start { Observable.of(1, 2, 3) }.events
        == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    let other = TestScheduler(initialClock: 0)
    let a = other.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let b = other.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
    let res = other.start { Observable.merge([a.asObservable(), b.asObservable()]) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
    #expect(a.subscriptions == [Subscription(200, 240)])
    #expect(b.subscriptions == [Subscription(200, 260)])
  }
}
