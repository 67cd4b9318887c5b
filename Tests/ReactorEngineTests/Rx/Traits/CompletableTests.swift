import ReactorEngine
import Testing

// Expected values: the cases completable.* run through RxSwift 6.10.2 + RxTest (scratch build).
@Suite struct CompletableTests {
  @Test func andThenSubscribesTheNextWhenItCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let c = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 7), .completed(15)])
    let res = scheduler.start { c.asCompletable().andThen(ys.asSingle()).asObservable() }
    #expect(res.events == [.next(235, 7), .completed(235)])
    #expect(c.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 235)])
  }

  @Test func andThenNeverSubscribesTheNextAfterAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let c = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 7), .completed(15)])
    let res = scheduler.start { c.asCompletable().andThen(ys.asObservable()) }
    #expect(res.events == [.error(220, testError)])
    #expect(c.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions.isEmpty)
  }

  @Test func subscribeAndConversions() {
    var log: [String] = []
    _ = Completable.empty().andThen(Completable.empty()).subscribe(
      onCompleted: { log.append("c") }, onError: { log.append("e\($0)") },
      onDisposed: { log.append("d") })
    _ = Completable.create { observer in
      observer(.error(testError))
      return Disposables.create()
    }.subscribe(onCompleted: { log.append("c") }, onError: { log.append("e\($0)") })
    _ = Observable.of(1, 2).ignoreElements().asCompletable().andThen(Maybe.just(9)).subscribe(
      onSuccess: { log.append("s\($0)") })
    _ = Single.just(1).asCompletable().subscribe(onCompleted: { log.append("c2") })
    #expect(log == ["c", "d", "etestError", "s9", "c2"])
  }
}
