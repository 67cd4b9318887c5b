import ReactorEngine
import Testing

/// `MainScheduler.instance.schedule` on its own thread runs at once unless main work is
/// already queued or running, as RxSwift's `MainScheduler` on the main thread.
@Suite struct MainSchedulerImmediateTests {
  @Test func workScheduledWithNothingQueuedRunsAtOnce() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      _ = MainScheduler.instance.schedule(()) { _ in
        log.append("ran")
        return Disposables.create()
      }
      log.append("returned")
    }
    #expect(log == ["ran", "returned"])
  }

  @Test func workScheduledFromMainWorkIsQueuedInOrderUntilTheNextAdvance() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      let main = MainScheduler.instance
      _ = main.schedule(()) { _ in
        _ = main.schedule(()) { _ in
          log.append("inner 1")
          return Disposables.create()
        }
        let cancelled = main.schedule(()) { _ in
          log.append("cancelled")
          return Disposables.create()
        }
        cancelled.dispose()
        log.append("outer")
        return Disposables.create()
      }
      // Queued work is still pending, so this waits behind it.
      _ = main.schedule(()) { _ in
        log.append("after")
        return Disposables.create()
      }
      #expect(log == ["outer"])
      scheduler.advance(by: .milliseconds(0))
      #expect(log == ["outer", "inner 1", "after"])
      // The queue is empty again (cancelled work counted too), so new work runs at once.
      _ = main.schedule(()) { _ in
        log.append("immediate")
        return Disposables.create()
      }
    }
    #expect(log == ["outer", "inner 1", "after", "immediate"])
  }

  @Test func observeOnMainDeliversSynchronously() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    VirtualTimeScheduler.withMain(scheduler) {
      let subject = PublishSubject<Int>()
      let subscription = subject.observe(on: MainScheduler.instance)
        .subscribe(onNext: { log.append($0) })
      subject.onNext(1)
      subject.onNext(2)
      #expect(log == [1, 2])
      subscription.dispose()
    }
  }
}
