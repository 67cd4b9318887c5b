import ReactorEngine
import Testing

// Expected values: the same cases run through RxSwift 6.10.2 + RxTest (scratch build); each
// case subscribes a at 200 and b at 225, disposes a at 250 and b at 260 (the connection ends),
// subscribes c at 265 and d at 450, after the source completed at 400.
@Suite struct ShareTests {
  private struct Outcome: Equatable {
    let a, b, c, d: [Recorded<Event<Int>>]
    let subscriptions: [Subscription]
  }

  private static func run(replay: Int, scope: SubjectLifetimeScope) -> Outcome {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .next(270, 4), .next(320, 5), .completed(400),
    ])
    let shared = xs.share(replay: replay, scope: scope)
    let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
    var first: (any Disposable)?
    var second: (any Disposable)?
    scheduler.scheduleAt(200) { first = shared.subscribe(observers[0]) }
    scheduler.scheduleAt(225) { second = shared.subscribe(observers[1]) }
    scheduler.scheduleAt(250) { first?.dispose() }
    scheduler.scheduleAt(260) { second?.dispose() }
    scheduler.scheduleAt(265) { _ = shared.subscribe(observers[2]) }
    scheduler.scheduleAt(450) { _ = shared.subscribe(observers[3]) }
    scheduler.start()
    return Outcome(
      a: observers[0].events, b: observers[1].events, c: observers[2].events,
      d: observers[3].events, subscriptions: xs.subscriptions)
  }

  private static var a: [Recorded<Event<Int>>] { [.next(210, 1), .next(220, 2), .next(240, 3)] }
  private static var c: [Recorded<Event<Int>>] { [.next(270, 4), .next(320, 5), .completed(400)] }

  @Test func shareWhileConnectedReconnectsAndReplaysNothing() {
    // share.0.whileConnected
    #expect(
      Self.run(replay: 0, scope: .whileConnected)
        == Outcome(
          a: Self.a, b: [.next(240, 3)], c: Self.c, d: [],
          subscriptions: [Subscription(200, 260), Subscription(265, 400), Subscription(450)]))
  }

  @Test func replayOneWhileConnectedForgetsTheLatestWithTheConnection() {
    // share.1.whileConnected
    #expect(
      Self.run(replay: 1, scope: .whileConnected)
        == Outcome(
          a: Self.a, b: [.next(225, 2), .next(240, 3)], c: Self.c, d: [],
          subscriptions: [Subscription(200, 260), Subscription(265, 400), Subscription(450)]))
  }

  @Test func replayTwoWhileConnectedUsesAFreshSubjectPerConnection() {
    // share.2.whileConnected
    #expect(
      Self.run(replay: 2, scope: .whileConnected)
        == Outcome(
          a: Self.a, b: [.next(225, 1), .next(225, 2), .next(240, 3)], c: Self.c, d: [],
          subscriptions: [Subscription(200, 260), Subscription(265, 400), Subscription(450)]))
  }

  @Test func shareForeverKeepsItsSubjectAndItsEnd() {
    // share.0.forever: d subscribes to the completed subject, never to the source
    #expect(
      Self.run(replay: 0, scope: .forever)
        == Outcome(
          a: Self.a, b: [.next(240, 3)], c: Self.c, d: [.completed(450)],
          subscriptions: [Subscription(200, 260), Subscription(265, 400)]))
  }

  @Test func replayOneForeverReplaysAcrossConnections() {
    // share.1.forever
    #expect(
      Self.run(replay: 1, scope: .forever)
        == Outcome(
          a: Self.a, b: [.next(225, 2), .next(240, 3)], c: [.next(265, 3)] + Self.c,
          d: [.next(450, 5), .completed(450)],
          subscriptions: [Subscription(200, 260), Subscription(265, 400)]))
  }

  @Test func replayTwoForever() {
    // share.2.forever
    #expect(
      Self.run(replay: 2, scope: .forever)
        == Outcome(
          a: Self.a, b: [.next(225, 1), .next(225, 2), .next(240, 3)],
          c: [.next(265, 2), .next(265, 3)] + Self.c,
          d: [.next(450, 4), .next(450, 5), .completed(450)],
          subscriptions: [Subscription(200, 260), Subscription(265, 400)]))
  }

  @Test func aColdSourceIsResubscribedAfterItCompletes() {
    // share.coldResubscribes
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let shared = ys.share(replay: 1)
    let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    scheduler.scheduleAt(200) { _ = shared.subscribe(observers[0]) }
    scheduler.scheduleAt(215) { _ = shared.subscribe(observers[1]) }
    scheduler.scheduleAt(300) { _ = shared.subscribe(observers[2]) }
    scheduler.start()
    #expect(observers[0].events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(observers[1].events == [.next(215, 1), .next(220, 2), .completed(230)])
    #expect(observers[2].events == [.next(310, 1), .next(320, 2), .completed(330)])
    #expect(ys.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
  }

  @Test func aSynchronousSourceRunsOncePerSubscriber() {
    // share.syncSource: it completes during the first subscription, ending the connection
    var log: [String] = []
    let shared = Observable.of(1, 2).do(onSubscribe: { log.append("sub") }).share(replay: 1)
    _ = shared.subscribe(onNext: { log.append("a\($0)") }, onCompleted: { log.append("ac") })
    _ = shared.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("bc") })
    #expect(log == ["sub", "a1", "a2", "ac", "sub", "b1", "b2", "bc"])
  }
}
