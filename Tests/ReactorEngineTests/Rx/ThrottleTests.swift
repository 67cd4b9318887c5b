import ReactorEngine
import Testing

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+ThrottleTests.swift (test names in each test's comment);
// the millisecond case from the run against the real RxSwift in /work/scratch/rxops/marbles.
@Suite struct ThrottleTests {
  private static func source(
    _ scheduler: TestScheduler, end: Recorded<Event<Int>>?
  ) -> TestableObservable<Int> {
    let values = [(150, 1), (210, 2), (250, 3), (310, 4), (350, 5)]
    var events = values.map { Recorded<Event<Int>>.next($0.0, $0.1) }
    if case .error = end?.value {
      events += [end!, .next(450, 7), .completed(500)]
    } else {
      events += [.next(410, 6), .next(450, 7)] + (end.map { [$0] } ?? [])
    }
    return scheduler.createHotObservable(events)
  }

  @Test func notLatestDropsWhatArrivesInsideTheWindow() {
    // test_ThrottleTimeSpan_NotLatest_Completed
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .next(410, 6), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func notLatestForwardsAnErrorAtOnce() {
    // test_ThrottleTimeSpan_NotLatest_Error
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .error(410, testError))
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .error(410, testError)])
    #expect(xs.subscriptions == [Subscription(200, 410)])
  }

  @Test func latestSendsTheHeldElementAtTheWindowsEndAndCompletionWaitsForIt() {
    // test_ThrottleTimeSpan_Completed
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func latestCompletesWhenTheSourceDoesIfNothingIsHeld() {
    // test_ThrottleTimeSpan_CompletedAfterDueTime
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .completed(900))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    #expect(xs.subscriptions == [Subscription(200, 900)])
  }

  @Test func latestDropsTheHeldElementOnError() {
    // test_ThrottleTimeSpan_Error
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: .error(410, testError))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .error(410, testError)])
    #expect(xs.subscriptions == [Subscription(200, 410)])
  }

  @Test func latestWithNoEndKeepsSendingAtWindowEnds() {
    // test_ThrottleTimeSpan_NoEnd
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: nil)
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  @Test func theWindowIsRoundedInTheIntervalsOwnUnit() {
    // As in the real-RxSwift run "throttle .seconds(1) rounding": 1 s minus 0.3 s elapsed rounds
    // back to 1 s in whole seconds, so the held element goes out at 1.3 s; in milliseconds the
    // same window ends at 1 s.
    let seconds = throttledArrival(.seconds(1))
    let milliseconds = throttledArrival(.milliseconds(1000))
    #expect(seconds == [0, 1300])
    #expect(milliseconds == [0, 1000])
  }

  private func throttledArrival(_ window: RxTimeInterval) -> [Int] {
    let scheduler = VirtualTimeScheduler()
    let subject = PublishSubject<Int>()
    var arrivals: [Int] = []
    let subscription = subject.throttle(window, scheduler: scheduler)
      .subscribe(onNext: { _ in arrivals.append(scheduler.nowMilliseconds) })
    subject.onNext(1)
    scheduler.advance(by: .milliseconds(300))
    subject.onNext(2)
    scheduler.advance(by: .seconds(5))
    subscription.dispose()
    return arrivals
  }
}
