import ReactorEngine
import Testing

@Suite struct DoTests {
  @Test func runsEveryHookInRxSwiftsOrder() {
    var log: [String] = []
    let subscription = Observable.from([1])
      .do(
        onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
        onCompleted: { log.append("onCompleted") },
        afterCompleted: { log.append("afterCompleted") },
        onSubscribe: { log.append("onSubscribe") },
        onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") }
      )
      .subscribe(onNext: { log.append("got \($0)") }, onCompleted: { log.append("done") })
    subscription.dispose()
    #expect(
      log == [
        "onSubscribe", "onSubscribed", "onNext 1", "got 1", "afterNext 1", "onCompleted", "done",
        "afterCompleted", "onDispose",
      ])
  }

  @Test func aSequenceEndingWhileSubscribedIsDisposedAfterOnSubscribed() {
    var log: [String] = []
    _ = Observable.just(1)
      .do(
        onSubscribed: { log.append("onSubscribed") },
        onDispose: { log.append("onDispose") }
      )
      .subscribe(onCompleted: { log.append("done") })
    #expect(log == ["done", "onSubscribed", "onDispose"])
  }

  @Test func onDisposeRunsOnceWhenTheSubscriberDisposes() {
    var disposals = 0
    let subject = PublishSubject<Int>()
    let subscription = subject.do(onDispose: { disposals += 1 }).subscribe()
    #expect(disposals == 0)
    subscription.dispose()
    subscription.dispose()
    subject.onCompleted()
    #expect(disposals == 1)
  }

  @Test func anErrorThrownAfterNextEndsTheSubscriptionAfterTheElement() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    _ = subject.do(afterNext: { _ in throw Failure() })
      .subscribe(onNext: { log.append("got \($0)") }, onError: { _ in log.append("error") })
    subject.onNext(1)
    subject.onNext(2)
    #expect(log == ["got 1", "error"])
  }
}

private struct Failure: Error {}
