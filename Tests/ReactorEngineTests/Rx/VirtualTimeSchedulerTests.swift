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

@Suite struct MainSchedulerTests {
  @Test func usingMainSchedulerWithNoClockBoundStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      _ = MainScheduler.instance
    }
  }
}
