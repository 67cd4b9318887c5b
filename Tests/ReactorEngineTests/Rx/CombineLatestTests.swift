import ReactorEngine
import Testing

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+CombineLatestTests.swift (test names in each test's comment);
// each runs through both the selector form and the tuple form, as there.
@Suite struct CombineLatestTests {
  private typealias Factory = (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>

  private static var factories: [Factory] {
    [
      { e0, e1 in Observable.combineLatest(e0, e1) { $0 + $1 } },
      { e0, e1 in Observable.combineLatest(e0, e1).map { $0 + $1 } },
    ]
  }

  private static func run(
    _ left: [Recorded<Event<Int>>], _ right: [Recorded<Event<Int>>]
  ) -> [(events: [Recorded<Event<Int>>], left: [Subscription], right: [Subscription])] {
    factories.map { factory in
      let scheduler = TestScheduler(initialClock: 0)
      let e0 = scheduler.createHotObservable(left)
      let e1 = scheduler.createHotObservable(right)
      let res = scheduler.start { factory(e0, e1) }
      return (res.events, e0.subscriptions, e1.subscriptions)
    }
  }

  @Test func aSourceThatCompletedEmptyEndsTheResultAtTheOthersFirstElement() {
    // testCombineLatest_EmptyReturn
    for run in Self.run(
      [.next(150, 1), .completed(210)], [.next(150, 1), .next(215, 2), .completed(220)])
    {
      #expect(run.events == [.completed(215)])
      #expect(run.left == [Subscription(200, 210)])
      #expect(run.right == [Subscription(200, 215)])
    }
  }

  @Test func bothSendingCombinesAndCompletionWaitsForBoth() {
    // testCombineLatest_ReturnReturn1
    for run in Self.run(
      [.next(150, 1), .next(215, 2), .completed(230)],
      [.next(150, 1), .next(220, 3), .completed(240)])
    {
      #expect(run.events == [.next(220, 5), .completed(240)])
      #expect(run.left == [Subscription(200, 230)])
      #expect(run.right == [Subscription(200, 240)])
    }
  }

  @Test func anErrorAfterTheOtherCompletedIsForwarded() {
    // testCombineLatest_ThrowAfterCompleteLeft
    for run in Self.run(
      [.next(150, 1), .next(215, 2), .completed(220)], [.next(150, 1), .error(230, testError)])
    {
      #expect(run.events == [.error(230, testError)])
      #expect(run.left == [Subscription(200, 220)])
      #expect(run.right == [Subscription(200, 230)])
    }
  }

  @Test func aCompletedSourcesLastElementKeepsCombining() {
    // testCombineLatest_Consecutive
    for run in Self.run(
      [.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)],
      [.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
    {
      #expect(run.events == [.next(235, 10), .next(240, 11), .completed(250)])
      #expect(run.left == [Subscription(200, 230)])
      #expect(run.right == [Subscription(200, 250)])
    }
  }

  @Test func anErrorDisposesBothSources() {
    // testCombineLatest_ConsecutiveEndWithErrorRight
    for run in Self.run(
      [.next(150, 1), .next(215, 2), .next(225, 4), .completed(250)],
      [.next(150, 1), .next(235, 6), .next(240, 7), .error(245, testError)])
    {
      #expect(run.events == [.next(235, 10), .next(240, 11), .error(245, testError)])
      #expect(run.left == [Subscription(200, 245)])
      #expect(run.right == [Subscription(200, 245)])
    }
  }

  @Test func threeSourcesCombineOnceAllHaveSent() {
    let a = BehaviorSubject(value: 1)
    let b = PublishSubject<Int>()
    let c = BehaviorSubject(value: 100)
    var received: [Int] = []
    let subscription = Observable.combineLatest(a, b, c) { $0 + $1 + $2 }
      .subscribe(onNext: { received.append($0) })
    a.onNext(2)
    b.onNext(10)
    c.onNext(200)
    subscription.dispose()
    #expect(received == [112, 212])
  }
}
