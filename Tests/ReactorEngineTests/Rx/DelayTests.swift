import Foundation
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

  @Test func onAnotherSchedulerEachStepIsItsScheduledWork() {
    let scheduler = ManualScheduler()
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.delay(.seconds(1), scheduler: scheduler)
      .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    scheduler.seconds = 0.4
    subject.onNext(2)
    scheduler.seconds = 0.6
    subject.onCompleted()
    #expect(scheduler.dueTimes == [.seconds(1)])
    scheduler.seconds = 1
    scheduler.runNext()
    // 0.6 s waited of the second's 1 s: 0.4 left, rounded to 0 in whole seconds.
    #expect(scheduler.dueTimes == [.seconds(0)])
    scheduler.runNext()
    // The completion waited 0.4 s: 0.6 left, rounded to a whole second.
    #expect(scheduler.dueTimes == [.seconds(1)])
    scheduler.seconds = 2
    scheduler.runNext()
    #expect(scheduler.dueTimes.isEmpty)
    subscription.dispose()
    #expect(log == ["next 1", "next 2", "completed"])
  }

  // MARK: - The remaining wait in the interval's own unit, as RxSwift 6.10.2 (its output for
  // each case)

  @Test func wholeSecondsBunchElementsOntoTheSecond() {
    let log = MarbleLog()
    let source = log.source(
      "a", [(ms(0), .next(0)), (ms(400), .next(400)), (ms(600), .next(600)), (ms(700), .completed)])
    #expect(
      log.run(source.delay(.seconds(1), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "700 dispose(a)",
        "1000 next(0)",
        "1000 next(400)",
        "2000 next(600)",
        "2000 completed",
        "2000 end",
      ])
  }

  @Test func halfASecondLeftRoundsUpToAWholeSecond() {
    let log = MarbleLog()
    let source = log.source(
      "a",
      [(ms(0), .next(0)), (ms(500), .next(500)), (ms(1499), .next(1499)), (ms(2600), .completed)])
    #expect(
      log.run(source.delay(.seconds(1), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "1000 next(0)",
        "2000 next(500)",
        "2000 next(1499)",
        "2600 dispose(a)",
        "3600 completed",
        "3600 end",
      ])
  }

  @Test func millisecondsRoundSubMillisecondRemainders() {
    let log = MarbleLog()
    let source = log.source(
      "a", [(us(0), .next(0)), (us(400), .next(400)), (us(600), .next(600)), (us(700), .completed)])
    #expect(
      log.run(source.delay(.milliseconds(1), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "0.7 dispose(a)",
        "1 next(0)",
        "1 next(400)",
        "2 next(600)",
        "2 completed",
        "2 end",
      ])
  }

  @Test func wholeMillisecondArrivalsWaitExactlyTheDelay() {
    let log = MarbleLog()
    let source = log.source("a", [(ms(0), .next(0)), (ms(30), .next(30)), (ms(130), .completed)])
    #expect(
      log.run(source.delay(.milliseconds(100), scheduler: log.scheduler))
        == [
          "0 sub(a)",
          "100 next(0)",
          "130 dispose(a)",
          "130 next(30)",
          "230 completed",
          "230 end",
        ])
  }

  @Test func microsecondsRoundSubMicrosecondRemainders() {
    let log = MarbleLog()
    let source = log.source(
      "a", [(ns(0), .next(0)), (ns(400), .next(400)), (ns(600), .next(600)), (ns(700), .completed)])
    #expect(
      log.run(source.delay(.microseconds(1), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "0.0007 dispose(a)",
        "0.001 next(0)",
        "0.001 next(400)",
        "0.002 next(600)",
        "0.002 completed",
        "0.002 end",
      ])
  }

  @Test func nanosecondsAreExact() {
    let log = MarbleLog()
    let source = log.source(
      "a", [(ns(0), .next(0)), (ns(400), .next(400)), (ns(600), .next(600)), (ns(700), .completed)])
    #expect(
      log.run(source.delay(.nanoseconds(1000), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "0.0007 dispose(a)",
        "0.001 next(0)",
        "0.0014 next(400)",
        "0.0016 next(600)",
        "0.0017 completed",
        "0.0017 end",
      ])
  }

  @Test func anErrorArrivingWithAnElementsDeliveryIsForwardedAtOnce() {
    let log = MarbleLog()
    let source = log.source(
      "a", [(ms(0), .next(0)), (ms(10), .next(10)), (ms(100), .error(MarbleError(name: "e")))])
    #expect(
      log.run(source.delay(.milliseconds(100), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "100 dispose(a)",
        "100 error(e)",
        "100 end",
      ])
  }

  @Test func anErrorDropsOnlyTheElementsRoundingHasNotSentYet() {
    let log = MarbleLog()
    let source = log.source(
      "a", [(ms(0), .next(0)), (ms(400), .next(400)), (ms(1200), .error(MarbleError(name: "e")))])
    #expect(
      log.run(source.delay(.seconds(1), scheduler: log.scheduler)) == [
        "0 sub(a)",
        "1000 next(0)",
        "1000 next(400)",
        "1200 dispose(a)",
        "1200 error(e)",
        "1200 end",
      ])
  }
}

private struct Failure: Error {}

private func ms(_ value: Int) -> RxTimeInterval { .milliseconds(value) }
private func us(_ value: Int) -> RxTimeInterval { .microseconds(value) }
private func ns(_ value: Int) -> RxTimeInterval { .nanoseconds(value) }

/// A scheduler that runs its queued work only when told to, on a clock set by hand.
private final class ManualScheduler: SchedulerType {
  var seconds: Double = 0
  private var queue: [(dueTime: RxTimeInterval, run: () -> Void)] = []

  var dueTimes: [RxTimeInterval] { queue.map(\.dueTime) }
  var now: RxTime { Date(timeIntervalSinceReferenceDate: seconds) }

  func runNext() {
    queue.removeFirst().run()
  }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    queue.append((dueTime, { _ = action(state) }))
    return Disposables.create()
  }
}
