import ReactorEngine
import Testing

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+TakeUntilTests.swift (test names in each test's comment).
@Suite struct TakeUntilTests {
  private static func someData(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
  }

  @Test func anElementOfTheOtherCompletesTheResult() {
    // testTakeUntil_Preempt_SomeData_Next
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
    let res = scheduler.start { l.take(until: r) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
    #expect(l.subscriptions == [Subscription(200, 225)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  @Test func anErrorOfTheOtherFailsTheResult() {
    // testTakeUntil_Preempt_SomeData_Error
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let r = scheduler.createHotObservable([.next(150, 1), .error(225, testError)])
    let res = scheduler.start { l.take(until: r) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .error(225, testError)])
    #expect(l.subscriptions == [Subscription(200, 225)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  @Test func theOtherCompletingOnlyEndsTheWatch() {
    // testTakeUntil_NoPreempt_SomeData_Empty
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
    let res = scheduler.start { l.take(until: r) }
    #expect(
      res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    #expect(l.subscriptions == [Subscription(200, 250)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  @Test func preemptedBeforeTheFirstElementTheSourceStaysSilent() {
    // testTakeUntil_Preempt_BeforeFirstProduced_RemainSilentAndProperlyDisposed
    let scheduler = TestScheduler(initialClock: 0)
    let l = scheduler.createHotObservable([
      .next(150, 1), .error(215, testError), .completed(240),
    ])
    let r = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    var sourceNotDisposed = false
    let res = scheduler.start {
      l.do(onNext: { _ in sourceNotDisposed = true }).take(until: r)
    }
    #expect(res.events == [.completed(210)])
    #expect(!sourceNotDisposed)
  }

  @Test func theSourceEndingFirstDisposesTheOther() {
    // testTakeUntil_NoPreempt_AfterLastProduced_ProperlyDisposed
    let scheduler = TestScheduler(initialClock: 0)
    let l = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
    let r = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .completed(260)])
    var otherNotDisposed = false
    let res = scheduler.start {
      l.take(until: r.do(onNext: { _ in otherNotDisposed = true }))
    }
    #expect(res.events == [.next(230, 2), .completed(240)])
    #expect(!otherNotDisposed)
  }

  @Test func aSourceErrorIsForwarded() {
    // testTakeUntil_Error_Some
    let scheduler = TestScheduler(initialClock: 0)
    let l = scheduler.createHotObservable([.next(150, 1), .error(225, testError)])
    let r = scheduler.createHotObservable([.next(150, 1), .next(240, 2)])
    let res = scheduler.start { l.take(until: r) }
    #expect(res.events == [.error(225, testError)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  @Test func theOtherIsSubscribedBeforeTheSource() {
    var order: [String] = []
    let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
    let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
    source.take(until: other).subscribe(onNext: { _ in }).dispose()
    #expect(order == ["other", "source"])
  }

  @Test func aTriggerFiringWhileSubscribedIsReleasedAfterTheSource() {
    // takeUntil.triggerDuringSubscription, run through RxSwift 6.10.2: the trigger is
    // subscribed and completes the result, the source is still subscribed and released, and
    // only then the trigger
    var log: [String] = []
    let source = Observable<Int>.create { observer in
      log.append("source sub")
      observer.onNext(1)
      return Disposables.create { log.append("source dispose") }
    }
    let trigger = Observable<Int>.create { observer in
      log.append("trigger sub")
      observer.onNext(0)
      return Disposables.create { log.append("trigger dispose") }
    }
    _ = source.take(until: trigger).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(
      log == [
        "trigger sub", "completed", "disposed", "source sub", "source dispose", "trigger dispose",
      ])
  }

  @Test @available(*, deprecated) func theDeprecatedSpellingBehavesTheSame() {
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let r = scheduler.createHotObservable([.next(225, 99)])
    let res = scheduler.start { l.takeUntil(r) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
  }
}

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+TakeUntilTests.swift, the TakeUntilPredicate tests.
@Suite struct TakeUntilPredicateTests {
  private static func someData(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
  }

  @Test func exclusiveCompletesWithoutTheMatchingElement() {
    // testTakeUntilPredicate_Exclusive_Preempt_SomeData_Next
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let res = scheduler.start { l.take(until: { $0 == 4 }, behavior: .exclusive) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
    #expect(l.subscriptions == [Subscription(200, 230)])
  }

  @Test func aPredicateThatNeverMatchesForwardsEverything() {
    // testTakeUntilPredicate_Exclusive_AlwaysFailingPredicate
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let res = scheduler.start { l.take(until: { _ in false }) }
    #expect(
      res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    #expect(l.subscriptions == [Subscription(200, 250)])
  }

  @Test func inclusiveSendsTheMatchingElementThenCompletes() {
    // testTakeUntilPredicate_Inclusive_Preempt_SomeData_Next
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let res = scheduler.start { l.take(until: { $0 == 4 }, behavior: .inclusive) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
    #expect(l.subscriptions == [Subscription(200, 230)])
  }

  @Test func inclusiveWithAnImmediateMatchSendsOneElement() {
    // testTakeUntilPredicate_Inclusive_ImmediatelySuccessfulPredicate
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let res = scheduler.start { l.take(until: { _ in true }, behavior: .inclusive) }
    #expect(res.events == [.next(210, 2), .completed(210)])
    #expect(l.subscriptions == [Subscription(200, 210)])
  }

  @Test func takeWhileStopsAtTheFirstElementThatFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let l = Self.someData(scheduler)
    let res = scheduler.start { l.take(while: { $0 < 4 }) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
  }
}
