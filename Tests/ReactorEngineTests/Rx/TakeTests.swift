import ReactorEngine
import Testing

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+TakeTests.swift and Observable+SkipTests.swift (test names in
// each test's comment).
@Suite struct TakeTests {
  private static func source(
    _ scheduler: TestScheduler, end: Recorded<Event<Int>>? = .completed(690)
  ) -> TestableObservable<Int> {
    let values = [
      (70, 6), (150, 4), (210, 9), (230, 13), (270, 7), (280, 1), (300, -1), (310, 3), (340, 8),
      (370, 11), (410, 15), (415, 16), (460, 72), (510, 76), (560, 32), (570, -100), (580, -3),
      (590, 5), (630, 10),
    ]
    let events = values.map { Recorded<Event<Int>>.next($0.0, $0.1) } + (end.map { [$0] } ?? [])
    return scheduler.createHotObservable(events)
  }

  @Test func takeMoreThanThereAreForwardsEverythingAndTheCompletion() {
    // testTake_Complete_After
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(20) }
    #expect(
      res.events == [
        .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
        .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
        .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
        .next(590, 5), .next(630, 10), .completed(690),
      ])
    #expect(xs.subscriptions == [Subscription(200, 690)])
  }

  @Test func takeCompletesRightAfterTheLastElementAndDisposesTheSource() {
    // testTake_Complete_Before
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(10) }
    #expect(
      res.events == [
        .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
        .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
        .completed(415),
      ])
    #expect(xs.subscriptions == [Subscription(200, 415)])
  }

  @Test func takeNeverSeesALaterError() {
    // testTake_Error_Before
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .error(690, testError))
    let res = scheduler.start { xs.take(3) }
    #expect(res.events == [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 270)])
  }

  @Test func disposingTakeEarlyStopsIt() {
    // testTake_Dispose_Before
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .error(690, testError))
    let res = scheduler.start(disposed: 250) { xs.take(3) }
    #expect(res.events == [.next(210, 9), .next(230, 13)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func takeDecrementsBeforeForwardingSoAReentrantElementIsDropped() {
    // testTake_DecrementCountsFirst: the observer feeds the subject again while take(1)
    // forwards its one element; it must not see a second.
    let subject = BehaviorSubject(value: false)
    var received: [Bool] = []
    _ = subject.take(1).subscribe(onNext: { value in
      received.append(value)
      subject.onNext(!value)
    })
    #expect(received == [false])
  }

  @Test func takeZeroCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(0) }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions.isEmpty)
  }

  @Test func skippingMoreThanThereAreLeavesOnlyTheCompletion() {
    // testSkip_Complete_Some
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(17) }
    #expect(res.events == [.completed(690)])
    #expect(xs.subscriptions == [Subscription(200, 690)])
  }

  @Test func skipForwardsTheRestAndTheError() {
    // testSkip_Error_Before
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .error(690, testError))
    let res = scheduler.start { xs.skip(3) }
    #expect(
      res.events == [
        .next(280, 1), .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11),
        .next(410, 15), .next(415, 16), .next(460, 72), .next(510, 76), .next(560, 32),
        .next(570, -100), .next(580, -3), .next(590, 5), .next(630, 10), .error(690, testError),
      ])
    #expect(xs.subscriptions == [Subscription(200, 690)])
  }

  @Test func disposingSkipEarlySendsNothing() {
    // testSkip_Dispose_Before
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: nil)
    let res = scheduler.start(disposed: 250) { xs.skip(3) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
}
