import ReactorEngine
import Testing

@Suite struct ObserveOnSerialDispatchQueueTests {
  @Test func eventsSentTogetherAreDeliveredAheadOfWorkQueuedAfterThem() {
    // RxSwift queues one main-queue action per event for a SerialDispatchQueueScheduler; a
    // scheduler that reschedules after each delivery would put "other" between 1 and 2.
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = VirtualTimeScheduler.withMain(scheduler) {
      let subscription = subject.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
      subject.onNext(1)
      subject.onNext(2)
      _ = MainScheduler.asyncInstance.schedule(()) { _ in
        log.append("other")
        return Disposables.create()
      }
      subject.onCompleted()
      return subscription
    }
    scheduler.advance(by: .seconds(0))
    subscription.dispose()
    #expect(log == ["1", "2", "other", "completed"])
  }

  @Test func disposingSilencesEventsAlreadyQueued() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    let subject = PublishSubject<Int>()
    VirtualTimeScheduler.withMain(scheduler) {
      let subscription = subject.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { log.append($0) })
      subject.onNext(1)
      subscription.dispose()
    }
    scheduler.advance(by: .seconds(0))
    #expect(log.isEmpty)
  }
}
