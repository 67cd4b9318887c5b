import ReactorEngine
import Testing

// Expected values: the same cases run through RxSwift 6.10.2 + RxTest (scratch build, case
// names in each test's comment).
@Suite struct TestSchedulerTests {
  @Test func workScheduledForNowOrEarlierRunsOneTickLater() {
    // sched.processingDelay: RxTest's `simulateProcessingDelay` and its converter's rounding
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    func note(_ name: String) -> (()) -> any Disposable {
      { _ in
        log.append("\(name)@\(scheduler.clock)")
        return Disposables.create()
      }
    }
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(0), action: note("zero"))
      _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1500), action: note("1.5"))
      _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1400), action: note("1.4"))
      _ = scheduler.schedule((), action: note("now"))
      scheduler.scheduleAt(100) { log.append("at100@\(scheduler.clock)") }
      scheduler.scheduleAt(50) { log.append("at50@\(scheduler.clock)") }
    }
    scheduler.start()
    #expect(log == ["at50@100", "at100@100", "zero@101", "1.4@101", "now@101", "1.5@102"])
    #expect(scheduler.clock == 102)
  }

  @Test func withoutTheProcessingDelayWorkForNowRunsNow() {
    // sched.noProcessingDelay
    let scheduler = TestScheduler(initialClock: 10, simulateProcessingDelay: false)
    var ticks: [Int] = []
    #expect(scheduler.clock == 10)
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
        ticks.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(ticks == [100])
  }

  @Test func theResolutionSetsTheLengthOfATick() {
    // sched.resolution: 1 tick = 1 ms
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start { Observable.just(1).delay(.milliseconds(300), scheduler: scheduler) }
    #expect(res.events == [.next(500, 1), .completed(501)])
  }

  @Test func advanceToAndStop() {
    // sched.advanceToStop
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(10) { log.append("10") }
    scheduler.scheduleAt(20) {
      log.append("20")
      scheduler.stop()
    }
    scheduler.scheduleAt(30) { log.append("30") }
    scheduler.advanceTo(15)
    log.append("clock\(scheduler.clock)")
    scheduler.start()
    log.append("clock\(scheduler.clock)")
    scheduler.start()
    log.append("clock\(scheduler.clock)")
    #expect(log == ["10", "clock15", "20", "clock20", "30", "clock30"])
  }

  @Test func hotAndColdObservablesRecordTheirSubscriptions() {
    // sched.hotCold: a direct subscription stays open after the end (Subscription(350))
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(300, 3), .completed(400),
    ])
    let ys = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(205) { subscription = xs.subscribe(first) }
    scheduler.scheduleAt(305) { subscription?.dispose() }
    scheduler.scheduleAt(100) { _ = ys.subscribe(second) }
    scheduler.scheduleAt(115) { _ = ys.subscribe(second) }
    scheduler.scheduleAt(350) { _ = xs.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(210, 2), .next(300, 3)])
    #expect(
      second.events == [
        .next(110, 7), .next(120, 8), .next(125, 7), .completed(130), .next(135, 8),
        .completed(145), .completed(400),
      ])
    #expect(xs.subscriptions == [Subscription(205, 305), Subscription(350)])
    #expect(ys.subscriptions == [Subscription(100), Subscription(115)])
  }

  @Test func startCreatesAt100SubscribesAt200AndDisposesWhenTold() {
    // sched.startDefaults: through an operator, the end disposes the subscription
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    let res = scheduler.start(disposed: 235) { xs.map { $0 * 10 } }
    #expect(res.events == [.next(210, 20), .next(220, 30), .next(230, 40)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
  }

  @Test func startAtZeroSeesABehaviorSubjectsCurrentValue() {
    // sched.startCreated: ReactorKit's tests start at 0
    let scheduler = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject(value: 0)
    scheduler.scheduleAt(10) { subject.onNext(1) }
    let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { subject.asObservable() }
    #expect(res.events == [.next(0, 0), .next(10, 1)])
  }

  @Test func observeOnTheTestSchedulerTakesOneTick() {
    // sched.observeOnTestScheduler
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    #expect(res.events == [.next(211, 2), .next(221, 3), .completed(251)])
  }

  @Test func mainSchedulerIsTheTestSchedulerWhenBound() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = VirtualTimeScheduler.withMain(scheduler) {
      scheduler.start { xs.delay(.seconds(5), scheduler: MainScheduler.instance) }
    }
    #expect(res.events == [.next(215, 2), .completed(255)])
  }

  @Test func recordedAndSubscriptionPrintAsRxTest() {
    #expect(String(reflecting: Recorded(time: 210, value: 2)) == "2 @ 210")
    #expect(String(reflecting: Subscription(200)) == "(200: Infinity)")
    #expect(String(reflecting: Subscription(200, 300)) == "(200: 300)")
    #expect(Recorded.events(.next(210, 1), .completed(220)) == [.next(210, 1), .completed(220)])
    #expect(Event<Int>.error(testError) == .error(testError))
    #expect(Event<Int>.next(1) != .completed)
  }
}
