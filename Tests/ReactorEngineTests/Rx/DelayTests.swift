import ReactorEngine
import Testing

@Suite struct DelayTests {
  @Test func eachElementAndTheCompletionAreDelayedInTheirOwnSteps() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.delay(.milliseconds(100), scheduler: scheduler)
      .subscribe(
        onNext: { log.append("\(scheduler.nowMilliseconds) next \($0)") },
        onCompleted: { log.append("\(scheduler.nowMilliseconds) completed") })
    subject.onNext(1)
    scheduler.advance(by: .milliseconds(30))
    subject.onNext(2)
    subject.onCompleted()
    scheduler.advance(by: .milliseconds(99))
    #expect(log == ["100 next 1"])
    scheduler.advance(by: .milliseconds(1))
    subscription.dispose()
    #expect(log == ["100 next 1", "130 next 2", "130 completed"])
  }

  @Test func completionOfJustRunsAfterWorkAlreadyScheduledForTheSameInstant() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subscription = Observable.just("x").delay(.milliseconds(500), scheduler: scheduler)
      .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("completed") })
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
      log.append("other")
      return Disposables.create()
    }
    scheduler.advance(by: .milliseconds(500))
    subscription.dispose()
    #expect(log == ["x", "other", "completed"])
  }

  @Test func anErrorIsForwardedAtOnceAndDropsPendingElements() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.delay(.milliseconds(100), scheduler: scheduler)
      .subscribe(
        onNext: { log.append("\(scheduler.nowMilliseconds) next \($0)") },
        onError: { _ in log.append("\(scheduler.nowMilliseconds) error") })
    subject.onNext(1)
    scheduler.advance(by: .milliseconds(10))
    subject.onError(Failure())
    scheduler.advance(by: .seconds(1))
    subscription.dispose()
    #expect(log == ["10 error"])
  }

  @Test func disposingCancelsPendingDeliveries() {
    let scheduler = VirtualTimeScheduler()
    var received: [Int] = []
    let subscription = Observable.just(1).delay(.milliseconds(100), scheduler: scheduler)
      .subscribe(onNext: { received.append($0) })
    subscription.dispose()
    scheduler.advance(by: .seconds(1))
    #expect(received.isEmpty)
  }
}

private struct Failure: Error {}
