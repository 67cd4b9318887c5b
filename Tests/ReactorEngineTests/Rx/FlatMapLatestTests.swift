import ReactorEngine
import Testing

// The cases and expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+SwitchTests.swift (test names in each test's comment).
@Suite struct FlatMapLatestTests {
  private static func inners(
    _ scheduler: TestScheduler, secondEnd: Recorded<Event<Int>> = .completed(50)
  ) -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([
        .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
        .next(220, 106), .completed(230),
      ]),
      scheduler.createColdObservable([
        .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondEnd,
      ]),
      scheduler.createColdObservable([
        .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
      ]),
    ]
  }

  @Test func eachNewElementSwitchesToItsInnerSequence() {
    // testFlatMapLatest_Data
    let scheduler = TestScheduler(initialClock: 0)
    let ys = Self.inners(scheduler)
    let xs = scheduler.createHotObservable([
      .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
    ])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(
      res.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
        .completed(650),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
    #expect(ys[0].subscriptions == [Subscription(300, 400)])
    #expect(ys[1].subscriptions == [Subscription(400, 450)])
    #expect(ys[2].subscriptions == [Subscription(500, 650)])
  }

  @Test func anInnerErrorFailsTheResult() {
    // testFlatMapLatest_InnerThrows
    let scheduler = TestScheduler(initialClock: 0)
    let ys = Self.inners(scheduler, secondEnd: .error(50, testError))
    let xs = scheduler.createHotObservable([
      .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
    ])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(
      res.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .error(450, testError),
      ])
    #expect(xs.subscriptions == [Subscription(200, 450)])
    #expect(ys[0].subscriptions == [Subscription(300, 400)])
    #expect(ys[1].subscriptions == [Subscription(400, 450)])
    #expect(ys[2].subscriptions.isEmpty)
  }

  @Test func anOuterErrorFailsTheResultAndDisposesTheInner() {
    // testFlatMapLatest_OuterThrows
    let scheduler = TestScheduler(initialClock: 0)
    let ys = Self.inners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(500, testError)])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(
      res.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .error(500, testError),
      ])
    #expect(xs.subscriptions == [Subscription(200, 500)])
    #expect(ys[0].subscriptions == [Subscription(300, 400)])
    #expect(ys[1].subscriptions == [Subscription(400, 450)])
  }

  @Test func aThrowingSelectorFailsTheResultAndDisposesTheInner() {
    // testFlatMapLatest_SelectorThrows
    let scheduler = TestScheduler(initialClock: 0)
    let ys = Self.inners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1)])
    let res = scheduler.start {
      xs.flatMapLatest { x throws -> TestableObservable<Int> in
        if x < 1 { return ys[x] }
        throw testError
      }
    }
    #expect(res.events == [.next(310, 101), .next(320, 102), .error(400, testError)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(ys[0].subscriptions == [Subscription(300, 400)])
    #expect(ys[1].subscriptions.isEmpty)
  }

  @Test func theNewInnerIsMappedBeforeTheOldOneIsDisposed() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.flatMapLatest { value -> Observable<Int> in
      log.append("map \(value)")
      return Observable<Int>.never().do(onDispose: { log.append("dispose \(value)") })
    }
    .subscribe(onNext: { _ in })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    #expect(log == ["map 1", "map 2", "dispose 1", "dispose 2"])
  }
}
