import ReactorEngine
import Testing

// Expected values: the cases asSingle.*, asMaybe and single.subscribe run through RxSwift
// 6.10.2 + RxTest (scratch build).
@Suite struct SingleTests {
  @Test func asSingleSendsTheOneElementAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.next(250, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func asSingleOfNothingFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.error(250, RxError.noElements)])
    #expect("\(RxError.noElements)" == "Sequence doesn't contain any elements.")
  }

  @Test func asSingleFailsAtTheSecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func subscribeCallsOneHandlerThenOnDisposed() {
    var log: [String] = []
    _ = Single.just(1).map { $0 + 1 }.flatMap { Single.just($0 * 10) }.subscribe(
      onSuccess: { log.append("s\($0)") }, onFailure: { log.append("f\($0)") },
      onDisposed: { log.append("d") })
    _ = Single<Int>.error(testError).subscribe(
      onSuccess: { log.append("s\($0)") }, onFailure: { log.append("f\($0)") },
      onDisposed: { log.append("d") })
    _ = Single<Int>.create { observer in
      observer(.success(5))
      observer(.success(6))
      return Disposables.create { log.append("inner") }
    }.subscribe(onSuccess: { log.append("s\($0)") }, onDisposed: { log.append("d") })
    Single<Int>.never().subscribe(
      onSuccess: { log.append("s\($0)") },
      onDisposed: {
        log.append("dn")
      }
    ).dispose()
    #expect(log == ["s20", "d", "ftestError", "d", "s5", "d", "inner", "dn"])
  }

  @Test func subscribeWithAnObjectStopsOnceItIsGone() {
    final class Owner { var pages: [Int] = [] }
    var owner: Owner? = Owner()
    weak let watched = owner
    let subject = PublishSubject<Int>()
    _ = subject.asSingle().subscribe(with: owner!, onSuccess: { $0.pages.append($1) })
    let kept = Owner()
    _ = Single.just(3).subscribe(with: kept, onSuccess: { $0.pages.append($1) })
    owner = nil
    subject.onNext(1)
    subject.onCompleted()
    #expect(watched == nil)
    #expect(kept.pages == [3])
  }

  @Test @available(*, deprecated) func theRxSwift5SpellingStillSubscribes() {
    var failures: [String] = []
    _ = Single<Int>.error(testError).subscribe(onError: { failures.append("\($0)") })
    #expect(failures == ["testError"])
  }
}
