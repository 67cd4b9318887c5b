import ReactorEngine
import Testing

// The first three cases and their expected values come from RxSwift 6.10.2's
// Tests/RxSwiftTests/Observable+TimerTests.swift (test names in each test's comment). Its
// testInterval_TimeSpan_Zero is not carried over: it relies on RxTest's simulated one-tick
// processing delay, which a plain virtual clock does not have; a period that is not positive
// stops the program instead (TimerPeriodExitTests).
@Suite struct TimerTests {
  @Test func aOneShotTimerSendsZeroAndCompletesAtItsDueTime() {
    // testTimer_Basic
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(300, 0), .completed(300)])
  }

  @Test func anIntervalCountsFromZeroOncePerPeriod() {
    // testInterval_TimeSpan_Basic
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
    #expect(
      res.events == [
        .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5),
        .next(900, 6),
      ])
  }

  @Test func disposingBeforeTheFirstTickSendsNothing() {
    // testInterval_TimeSpan_Disposed
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int64>.interval(.seconds(1000), scheduler: scheduler) }
    #expect(res.events.isEmpty)
  }

  @Test func aPeriodicTimerWaitsDueTimeFirstThenThePeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 400) {
      Observable<Int>.timer(.seconds(50), period: .seconds(30), scheduler: scheduler)
    }
    #expect(
      res.events == [.next(250, 0), .next(280, 1), .next(310, 2), .next(340, 3), .next(370, 4)])
  }

  @Test func theNextTickIsQueuedBeforeTheCurrentElementIsSent() {
    // Work an element schedules for the next tick's instant runs after that tick, as with
    // RxSwift's emulated periodic scheduling.
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
      .subscribe(onNext: { tick in
        log.append("tick \(tick)")
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
          log.append("after tick \(tick)")
          return Disposables.create()
        }
      })
    scheduler.advance(by: .seconds(2))
    subscription.dispose()
    #expect(log == ["tick 0", "tick 1", "after tick 0"])
  }

  @Test func takeEndsAnIntervalAndCancelsItsNextTick() {
    let scheduler = VirtualTimeScheduler()
    var ticks: [Int] = []
    var completedAt: Int?
    _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(2)
      .subscribe(
        onNext: { ticks.append($0) }, onCompleted: { completedAt = scheduler.nowMilliseconds })
    scheduler.start()
    #expect(ticks == [0, 1])
    #expect(completedAt == 2000)
  }

  @Test func theSmallestPositivePeriodTicksOncePerNanosecond() {
    let scheduler = VirtualTimeScheduler()
    var ticks: [Int128] = []
    let subscription = Observable<Int>.interval(.nanoseconds(1), scheduler: scheduler)
      .subscribe(onNext: { _ in ticks.append(scheduler.clockNanoseconds) })
    scheduler.advance(by: .nanoseconds(3))
    subscription.dispose()
    #expect(ticks == [1, 2, 3])
  }

  @Test func aNeverPeriodTicksOnceAndNeverCompletes() {
    // As a dispatch timer repeating `.never`: a one-shot timer.
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int>.timer(.seconds(10), period: .never, scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 0)])
  }

  @Test func aTimerWithAZeroPeriodIsOnlyRefusedWhenSubscribed() {
    // As RxSwift's, whose dispatch timer is made on subscription: building one does nothing.
    let scheduler = VirtualTimeScheduler()
    _ = Observable<Int>.interval(.seconds(0), scheduler: scheduler)
    _ = Observable<Int>.timer(.seconds(1), period: .milliseconds(-1), scheduler: scheduler)
    scheduler.start()
    #expect(scheduler.nowMilliseconds == 0)
  }
}

/// A periodic timer whose period is zero or negative would tick forever at one virtual instant;
/// it stops the process instead, with a message naming the operator and its call site.
@Suite struct TimerPeriodExitTests {
  @Test func aZeroIntervalStopsWithAMessageNamingItsCallSite() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let scheduler = VirtualTimeScheduler()
      _ = Observable<Int>.interval(.seconds(0), scheduler: scheduler).subscribe()
      scheduler.start()
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("Observable.interval: the period .seconds(0) is not positive"))
    #expect(message.contains("ReactorEngineTests/TimerTests.swift"))
  }

  @Test func aNegativeTimerPeriodStopsWithAMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let scheduler = VirtualTimeScheduler()
      _ = Observable<Int>.timer(.seconds(1), period: .milliseconds(-5), scheduler: scheduler)
        .subscribe()
      scheduler.start()
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("Observable.timer: the period .milliseconds(-5) is not positive"))
  }
}
