import ReactorEngine
import Testing

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+WithLatestFromTests.swift (test names in each test's comment).
@Suite struct WithLatestFromTests {
  private static func first(
    _ scheduler: TestScheduler, end: Recorded<Event<Int>>
  ) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
      .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), end,
    ])
  }

  private static func second(_ scheduler: TestScheduler) -> TestableObservable<String> {
    scheduler.createHotObservable([
      .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
    ])
  }

  @Test func eachElementTakesTheSecondsLatestAndTheSecondCompletingChangesNothing() {
    // testWithLatestFrom_Simple1
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.first(scheduler, end: .completed(590))
    let ys = Self.second(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
    #expect(
      res.events == [
        .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
        .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
      ])
    #expect(xs.subscriptions == [Subscription(200, 590)])
    #expect(ys.subscriptions == [Subscription(200, 400)])
  }

  @Test func theFirstCompletingEndsTheResultAndDisposesTheSecond() {
    // testWithLatestFrom_Simple2
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
      .completed(390),
    ])
    let ys = scheduler.createHotObservable([
      .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
    ])
    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
    #expect(
      res.events == [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
    #expect(xs.subscriptions == [Subscription(200, 390)])
    #expect(ys.subscriptions == [Subscription(200, 390)])
  }

  @Test func anErrorOfTheFirstIsForwarded() {
    // testWithLatestFrom_Error1
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.first(scheduler, end: .error(590, testError))
    let ys = Self.second(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
    #expect(res.events.last == .error(590, testError))
    #expect(res.events.count == 8)
    #expect(ys.subscriptions == [Subscription(200, 400)])
  }

  @Test func aThrowingSelectorFailsTheResultAndDisposesBoth() {
    // testWithLatestFrom_Error3
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
      .completed(390),
    ])
    let ys = Self.second(scheduler)
    let res = scheduler.start {
      xs.withLatestFrom(ys) { x, y throws -> String in
        if x == 5 { throw testError }
        return "\(x)\(y)"
      }
    }
    #expect(res.events == [.next(260, "4bar"), .error(310, testError)])
    #expect(xs.subscriptions == [Subscription(200, 310)])
    #expect(ys.subscriptions == [Subscription(200, 310)])
  }

  @Test func theShortFormSendsTheSecondsElements() {
    // testWithLatestFrom_MakeSureDefaultOverloadTakesSecondSequenceValues
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.first(scheduler, end: .completed(590))
    let ys = Self.second(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) }
    #expect(
      res.events == [
        .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"),
        .next(420, "qux"), .next(470, "qux"), .next(550, "qux"), .completed(590),
      ])
  }
}
