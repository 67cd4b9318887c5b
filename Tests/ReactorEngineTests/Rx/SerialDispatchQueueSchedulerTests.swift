import ReactorEngine
import Testing

@Suite struct SerialDispatchQueueSchedulerTests {
  @Test func theAsyncInstanceQueuesWorkThatTheMainInstanceRunsAtOnce() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      _ = MainScheduler.asyncInstance.schedule(()) { _ in
        log.append("async")
        return Disposables.create()
      }
      _ = MainScheduler.instance.schedule(()) { _ in
        log.append("main")
        return Disposables.create()
      }
      log.append("returned")
    }
    scheduler.advance(by: .seconds(0))
    #expect(log == ["main", "returned", "async"])
  }

  @Test func observingOnTheAsyncInstanceDeliversAfterTheSendReturns() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = VirtualTimeScheduler.withMain(scheduler) {
      subject.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { log.append("\($0)") })
    }
    subject.onNext(1)
    log.append("sent")
    scheduler.advance(by: .milliseconds(0))
    subscription.dispose()
    #expect(log == ["sent", "1"])
  }
}
