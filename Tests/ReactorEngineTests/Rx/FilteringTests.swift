import ReactorEngine
import Testing

// Expected values: the cases of the same names run through RxSwift 6.10.2 + RxTest (scratch
// build). One suite for the small filtering operators: ignoreElements, distinctUntilChanged
// by key path and by comparer, skip(while:), element(at:).
@Suite struct FilteringTests {
  @Test func ignoreElementsKeepsOnlyTheEnd() {
    // ignoreElements
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.ignoreElements().asCompletable().andThen(Observable.just(0)) }
    #expect(res.events == [.next(250, 0), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func distinctUntilChangedAtAKeyPath() {
    // distinctUntilChanged.at
    struct Item {
      let id: Int
      let name: String
    }
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
      .next(230, Item(id: 2, name: "b")), .next(240, Item(id: 1, name: "b")), .completed(250),
    ])
    let res = scheduler.start { xs.distinctUntilChanged(at: \.id).map(\.name) }
    #expect(res.events == [.next(210, "a"), .next(230, "b"), .next(240, "b"), .completed(250)])
  }

  @Test func distinctUntilChangedByAComparerComparesWithTheLastForwarded() {
    // distinctUntilChanged.comparer: 5 is compared with 4 (forwarded), not 2
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 4), .next(240, 5), .next(250, 9), .completed(260),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
    #expect(res.events == [.next(210, 1), .next(230, 4), .next(250, 9), .completed(260)])
  }

  @Test func skipWhileForwardsEverythingAfterTheFirstFailure() {
    // skipWhile
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 4), .next(230, 2), .next(240, 5), .completed(250),
    ])
    let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
    #expect(res.events == [.next(220, 4), .next(230, 2), .next(240, 5), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func skipWhileForwardsAThrownError() {
    // skipWhile.throws
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start {
      xs.skip(while: { value in
        if value == 3 { throw testError }
        return true
      })
    }
    #expect(res.events == [.error(220, testError)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func elementAtSendsOneElementThenCompletes() {
    // elementAt
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.element(at: 2) }
    #expect(res.events == [.next(230, 4), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func elementAtPastTheEndFails() {
    // elementAt.outOfRange
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.element(at: 10) }
    #expect(res.events == [.error(250, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
}
