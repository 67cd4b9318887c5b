import ReactorEngine
import Testing

// Expected values: the cases retry.* run through RxSwift 6.10.2 + RxTest (scratch build).
@Suite struct RetryTests {
  @Test func retryResubscribesAfterEveryError() {
    // retry.forever: the failed subscription is released as the next is made, same tick
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let ys = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start(disposed: 275) {
      ys.do(onSubscribe: { attempts += 1 }).retry()
    }
    #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1)])
    #expect(
      ys.subscriptions == [
        Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
        Subscription(260, 275),
      ])
    #expect(attempts == 4)
  }

  @Test func retryCountIsTheNumberOfAttemptsInAll() {
    // retry.count
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
    let res = scheduler.start { ys.retry(3) }
    #expect(
      res.events == [.next(205, 1), .next(215, 1), .next(225, 1), .error(230, testError)])
    #expect(
      ys.subscriptions == [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
  }

  @Test func synchronousFailuresRetryWithoutRecursing() {
    // retry.completes
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let res = scheduler.start {
      Observable<Int>.deferred {
        attempts += 1
        return attempts < 3 ? .error(testError) : .just(attempts)
      }.retry(5)
    }
    #expect(res.events == [.next(200, 3), .completed(200)])
    #expect(attempts == 3)
  }

  @Test func retryZeroCompletesWithoutSubscribing() {
    // retry.zero
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
    let res = scheduler.start { ys.retry(0) }
    #expect(res.events == [.completed(200)])
    #expect(ys.subscriptions.isEmpty)
  }
}
