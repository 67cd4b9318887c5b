import ReactorEngine
import Testing

/// `just(x).delay` on a virtual clock, the seed reactor's pending effect, takes the steps any
/// other source takes; the expected logs are RxSwift 6.10.2's output for the same cases.
@Suite struct DelayJustTests {
  @Test func aDelayedJustStepsExactlyAsAnyOtherSourceDoes() {
    func steps(_ source: Observable<Int>, dueTime: RxTimeInterval) -> [String] {
      let scheduler = VirtualTimeScheduler()
      var log: [String] = []
      func mark(_ name: String, at time: RxTimeInterval) {
        _ = scheduler.scheduleRelative((), dueTime: time) { _ in
          log.append("\(scheduler.clockNanoseconds) \(name)")
          return Disposables.create()
        }
      }
      mark("before", at: dueTime)
      let subscription = source.delay(dueTime, scheduler: scheduler).subscribe(
        onNext: { log.append("\(scheduler.clockNanoseconds) next \($0)") },
        onCompleted: { log.append("\(scheduler.clockNanoseconds) completed") })
      mark("after", at: dueTime)
      scheduler.start()
      subscription.dispose()
      return log
    }
    let synchronous = Observable<Int>.create { observer in
      observer.onNext(7)
      observer.onCompleted()
      return Disposables.create()
    }
    for dueTime in [RxTimeInterval.seconds(1), .microseconds(3), .milliseconds(-5), .never] {
      #expect(steps(.just(7), dueTime: dueTime) == steps(synchronous, dueTime: dueTime))
    }
    #expect(
      steps(.just(7), dueTime: .seconds(1)) == [
        "1000000000 before", "1000000000 next 7", "1000000000 after", "1000000000 completed",
      ])
  }

  @Test func disposingADelayedJustFromItsElementDropsTheCompletion() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    var subscription: (any Disposable)?
    subscription = Observable.just(1).delay(.milliseconds(10), scheduler: scheduler)
      .subscribe(
        onNext: {
          log.append("next \($0)")
          subscription?.dispose()
        }, onCompleted: { log.append("completed") })
    scheduler.start()
    #expect(log == ["next 1"])
  }

  @Test func aDisposedDelayDoesNotKeepItsVirtualClockAlive() {
    weak var released: VirtualTimeScheduler?
    do {
      let scheduler = VirtualTimeScheduler()
      released = scheduler
      Observable.just(1).delay(.seconds(1), scheduler: scheduler).subscribe(onNext: { _ in })
        .dispose()
    }
    #expect(released == nil)
  }

  @Test func aDelayedJustInWholeSecondsInterleavesWithWorkDueThen() {
    let log = MarbleLog()
    let merged = Observable.merge(
      Observable.just(1).delay(.seconds(1), scheduler: log.scheduler),
      log.source("b", [(ms(1000), .next(2)), (ms(1000), .completed)]))
    #expect(
      log.run(merged) == [
        "0 sub(b)",
        "1000 next(1)",
        "1000 next(2)",
        "1000 dispose(b)",
        "1000 completed",
        "1000 end",
      ])
  }

  @Test func overlappingEffectsShapedLikeTheSeedsInterleaveByTime() {
    let log = MarbleLog()
    let outer = log.source(
      "outer", [(ms(0), .next(1)), (ms(100), .next(2)), (ms(200), .completed)])
    let effects = outer.flatMap { value in
      Observable.concat([
        Observable.just(value * 10),
        Observable.just(value).delay(.milliseconds(500), scheduler: log.scheduler),
        Observable.just(-value),
      ])
    }
    #expect(
      log.run(effects) == [
        "0 sub(outer)",
        "0 next(10)",
        "100 next(20)",
        "200 dispose(outer)",
        "500 next(1)",
        "500 next(-1)",
        "600 next(2)",
        "600 next(-2)",
        "600 completed",
        "600 end",
      ])
  }
}

private func ms(_ value: Int) -> RxTimeInterval { .milliseconds(value) }
