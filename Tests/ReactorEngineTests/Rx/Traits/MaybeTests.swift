import ReactorEngine
import Testing

// Expected values: the cases asMaybe and maybe.subscribe run through RxSwift 6.10.2 + RxTest.
@Suite struct MaybeTests {
  @Test func asMaybeOfNothingCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asMaybe().asObservable() }
    #expect(res.events == [.completed(250)])
  }

  @Test func asMaybeFailsAtTheSecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let res = scheduler.start { xs.asMaybe().asObservable() }
    #expect(res.events == [.error(220, RxError.moreThanOneElement)])
  }

  @Test func subscribeSeesOnlyTheFirstEvent() {
    var log: [String] = []
    _ = Maybe<Int>.empty().subscribe(
      onSuccess: { log.append("s\($0)") }, onError: { log.append("e\($0)") },
      onCompleted: { log.append("c") }, onDisposed: { log.append("d") })
    _ = Maybe.just(3).map { $0 * 2 }.subscribe(
      onSuccess: { log.append("s\($0)") }, onCompleted: { log.append("c") })
    _ = Maybe<Int>.create { observer in
      observer(.completed)
      observer(.success(1))
      return Disposables.create()
    }.subscribe(onSuccess: { log.append("s\($0)") }, onCompleted: { log.append("c") })
    #expect(log == ["c", "d", "s6", "c"])
  }
}
