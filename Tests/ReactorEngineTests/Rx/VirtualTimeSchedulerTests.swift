import ReactorEngine
import Testing

@Suite struct VirtualTimeSchedulerTests {
  @Test func runsWorkByDueTimeThenSchedulingOrder() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    for (name, due) in [("a", 20), ("b", 10), ("c", 20), ("d", 10)] {
      _ = scheduler.scheduleRelative(name, dueTime: .milliseconds(due)) { name in
        log.append("\(scheduler.nowMilliseconds)\(name)")
        return Disposables.create()
      }
    }
    scheduler.advance(by: .milliseconds(20))
    #expect(log == ["10b", "10d", "20a", "20c"])
  }

  @Test func advanceRunsWorkDueExactlyAtTheNewTimeAndStopsThere() {
    let scheduler = VirtualTimeScheduler()
    var ran: [Int] = []
    for due in [99, 100, 101] {
      _ = scheduler.scheduleRelative(due, dueTime: .milliseconds(due)) { due in
        ran.append(due)
        return Disposables.create()
      }
    }
    scheduler.advance(to: .milliseconds(100))
    #expect(ran == [99, 100])
    #expect(scheduler.nowMilliseconds == 100)
  }

  @Test func workScheduledDuringAStepForTheSameInstantRunsInTheSameAdvance() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      log.append("first")
      return scheduler.scheduleRelative((), dueTime: .milliseconds(0)) { _ in
        log.append("nested at \(scheduler.nowMilliseconds)")
        return Disposables.create()
      }
    }
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      log.append("second")
      return Disposables.create()
    }
    scheduler.advance(by: .milliseconds(5))
    #expect(log == ["first", "second", "nested at 5"])
  }

  @Test func immediateScheduleWaitsForTheNextAdvance() {
    let scheduler = VirtualTimeScheduler()
    var ran = false
    _ = scheduler.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    #expect(!ran)
    scheduler.advance(by: .milliseconds(0))
    #expect(ran)
  }

  @Test func startRunsEverythingQueuedIncludingWorkScheduledMeanwhile() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
      log.append("30")
      return scheduler.scheduleRelative((), dueTime: .milliseconds(70)) { _ in
        log.append("\(scheduler.nowMilliseconds)")
        return Disposables.create()
      }
    }
    _ = scheduler.schedule(()) { _ in
      log.append("0")
      return Disposables.create()
    }
    scheduler.start()
    #expect(log == ["0", "30", "100"])
    #expect(scheduler.nowMilliseconds == 100)
  }

  @Test func stopFromScheduledWorkEndsTheRunAfterThatItem() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    for due in [10, 20, 30] {
      _ = scheduler.scheduleRelative(due, dueTime: .milliseconds(due)) { due in
        log.append(due)
        if due == 20 { scheduler.stop() }
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(log == [10, 20])
    #expect(scheduler.nowMilliseconds == 20)
    scheduler.start()
    #expect(log == [10, 20, 30])
  }

  @Test func disposedWorkDoesNotRun() {
    let scheduler = VirtualTimeScheduler()
    var ran = false
    let work = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      ran = true
      return Disposables.create()
    }
    work.dispose()
    scheduler.advance(by: .milliseconds(1))
    #expect(!ran)
  }

  @Test func startDropsCancelledWorkWithoutMovingTheClockToIt() {
    let scheduler = VirtualTimeScheduler()
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in Disposables.create() }
    scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in Disposables.create() }
      .dispose()
    scheduler.start()
    #expect(scheduler.nowMilliseconds == 5)
  }

  // MARK: - The clock's range: every nanosecond up to `maximumMilliseconds`, exactly

  @Test func advancingPastInt64NanosecondsKeepsCountingExactly() {
    let scheduler = VirtualTimeScheduler()
    var ranAt: [Int128] = []
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(9_223_372_036_855)) { _ in
      ranAt.append(scheduler.clockNanoseconds)
      return Disposables.create()
    }
    scheduler.advance(by: .milliseconds(9_223_372_036_855))
    #expect(ranAt == [9_223_372_036_855_000_000])
    #expect(scheduler.nowMilliseconds == 9_223_372_036_855)
  }

  @Test func twoLongAdvancesThenADelayAddUpWithoutSaturating() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    scheduler.advance(by: .milliseconds(9_000_000_000_000))
    scheduler.advance(by: .milliseconds(9_000_000_000_000))
    let subscription = Observable.just(1).delay(.milliseconds(500), scheduler: scheduler)
      .subscribe(onNext: { _ in log.append(scheduler.nowMilliseconds) })
    scheduler.advance(by: .milliseconds(500))
    subscription.dispose()
    #expect(log == [18_000_000_000_500])
  }

  @Test func everyNanosecondNearTwoToTheFiftyThreeMillisecondsIsExact() {
    let scheduler = VirtualTimeScheduler()
    let start = 1 << 53
    scheduler.advance(to: .milliseconds(start))
    var ranAt: [Int128] = []
    _ = scheduler.scheduleRelative((), dueTime: .microseconds(1_500)) { _ in
      ranAt.append(scheduler.clockNanoseconds)
      return Disposables.create()
    }
    scheduler.advance(by: .nanoseconds(1))
    #expect(scheduler.clockNanoseconds == Int128(start) * 1_000_000 + 1)
    scheduler.advance(by: .milliseconds(2))
    #expect(ranAt == [Int128(start) * 1_000_000 + 1_500_000])
    #expect(scheduler.nowMilliseconds == start + 2)
  }

  @Test func workDuePastTheRangeOrNeverIsAcceptedButNeverRuns() {
    let scheduler = VirtualTimeScheduler()
    var ran = false
    for dueTime in [RxTimeInterval.seconds(.max), .never] {
      _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
        ran = true
        return Disposables.create()
      }
    }
    scheduler.advance(to: .milliseconds(VirtualTimeScheduler.maximumMilliseconds))
    scheduler.start()
    #expect(!ran)
    #expect(scheduler.nowMilliseconds == VirtualTimeScheduler.maximumMilliseconds)
  }

  @Test func mainSchedulerIsTheBoundClockAndBindingsNest() {
    let outer = VirtualTimeScheduler()
    let inner = VirtualTimeScheduler()
    inner.advance(by: .milliseconds(70))
    VirtualTimeScheduler.withMain(outer) {
      #expect(MainScheduler.instance.now == outer.now)
      VirtualTimeScheduler.withMain(inner) {
        #expect(MainScheduler.instance.now == inner.now)
      }
      #expect(MainScheduler.instance.now == outer.now)
    }
  }
}

@Suite struct VirtualTimeSchedulerRangeExitTests {
  @Test func advancingPastTheRangeStopsTheProcessWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = VirtualTimeScheduler()
      scheduler.advance(to: .milliseconds(VirtualTimeScheduler.maximumMilliseconds))
      scheduler.advance(by: .nanoseconds(1))
    }
  }
}

@Suite struct MainSchedulerTests {
  // NB: taking `MainScheduler.instance` unbound is allowed (ReactorKit's own tests keep it in a
  // reactor they never run); scheduling on it is not.
  @Test func schedulingOnMainSchedulerWithNoClockBoundStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
    }
  }
}

@Suite struct VirtualTimeSchedulerPendingWorkLimitTests {
  @Test func workPastTheLimitIsRefusedAndSaysSo() {
    let scheduler = VirtualTimeScheduler()
    scheduler._pendingWorkLimit = 2
    var ran: [Int] = []
    for index in 1...3 {
      _ = scheduler.scheduleRelative(index, dueTime: .milliseconds(100)) { index in
        ran.append(index)
        return Disposables.create()
      }
    }
    #expect(scheduler._hasRefusedWork)
    scheduler.advance(by: .milliseconds(100))
    #expect(ran == [1, 2])
  }

  @Test func workThatRanMakesRoomAgain() {
    let scheduler = VirtualTimeScheduler()
    scheduler._pendingWorkLimit = 1
    var ran = 0
    for _ in 1...3 {
      _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
        ran += 1
        return Disposables.create()
      }
      scheduler.advance(by: .milliseconds(10))
    }
    #expect(!scheduler._hasRefusedWork)
    #expect(ran == 3)
  }

  @Test func delayedJustsPastTheLimitAreRefusedOnTheVirtualClock() {
    // Each delayed `just` is one item of work on the clock, as each tap of async-counter.
    let scheduler = VirtualTimeScheduler()
    scheduler._pendingWorkLimit = 2
    var received: [Int] = []
    let bag = DisposeBag()
    for element in 1...3 {
      Observable.just(element).delay(.milliseconds(500), scheduler: scheduler)
        .subscribe(onNext: { received.append($0) })
        .disposed(by: bag)
    }
    #expect(scheduler._hasRefusedWork)
    scheduler.advance(by: .seconds(1))
    #expect(received == [1, 2])
  }

  @Test func theDefaultLimitIsTheReplaysOne() {
    #expect(VirtualTimeScheduler()._pendingWorkLimit == 1 << 20)
  }
}
