import ReactorEngine
import Testing

@Suite struct CurrentThreadSchedulerTests {
  @Test func workScheduledDuringWorkIsQueuedFIFO() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      log.append("A start")
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("B")
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("C")
        return Disposables.create()
      }
      log.append("A end")
      return Disposables.create()
    }
    #expect(log == ["A start", "A end", "B", "C"])
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test func fromInsideTheTrampolineIsDeferredOneElementPerStep() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      _ = Observable.from([1, 2]).subscribe(onNext: { log.append("from \($0)") })
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("queued")
        return Disposables.create()
      }
      log.append("subscribed")
      return Disposables.create()
    }
    #expect(log == ["subscribed", "from 1", "queued", "from 2"])
  }

  @Test func fromOutsideTheTrampolineIsSynchronous() {
    var received: [Int] = []
    _ = Observable.from([1, 2, 3]).subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2, 3])
  }

  @Test func observeOnQueuesEventsSentWhileDelivering() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.observe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { value in
        log.append("enter \(value)")
        if value < 3 { subject.onNext(value + 1) }
        log.append("exit \(value)")
      })
    subject.onNext(1)
    subscription.dispose()
    #expect(log == ["enter 1", "exit 1", "enter 2", "exit 2", "enter 3", "exit 3"])
  }
}
