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

  @Test func aCollectionCompletesAtAnElementThatCannotBePaired() {
    // zip.collection: at 250 c's element finds a and b done: RxSwift's collection zip
    // completes there, releasing each source as it completed
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let b = scheduler.createHotObservable([.next(215, 10), .completed(235)])
    let c = scheduler.createHotObservable([
      .next(212, 100), .next(250, 200), .next(260, 300), .completed(300),
    ])
    let res = scheduler.start {
      Observable.zip([a.asObservable(), b.asObservable(), c.asObservable()])
    }
    #expect(res.events == [.next(215, [1, 10, 100]), .completed(250)])
    #expect(a.subscriptions == [Subscription(200, 240)])
    #expect(b.subscriptions == [Subscription(200, 235)])
    #expect(c.subscriptions == [Subscription(200, 250)])
  }

  @Test func aCollectionWithAResultSelector() {
    // zip.collection.selector
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(225)])
    let b = scheduler.createHotObservable([
      .next(215, 10), .next(240, 20), .next(250, 30), .completed(260),
    ])
    let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
    #expect(res.events == [.next(215, 11), .next(240, 22), .completed(250)])
    #expect(a.subscriptions == [Subscription(200, 225)])
    #expect(b.subscriptions == [Subscription(200, 250)])
  }

  @Test func anEmptyCollectionCompletesAtOnce() {
    // zip.collection.empty
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) }
    #expect(res.events == [.completed(200)])
  }

  @Test func aThrowingSelectorFailsTheResult() {
    // zip.collection.throws
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20)])
    let res = scheduler.start {
      Observable.zip([a, b]) { (values: [Int]) -> Int in
        if values[0] == 2 { throw testError }
        return values[0] + values[1]
      }
    }
    #expect(res.events == [.next(215, 11), .error(225, testError)])
    #expect(a.subscriptions == [Subscription(200, 225)])
    #expect(b.subscriptions == [Subscription(200, 225)])
  }
}
