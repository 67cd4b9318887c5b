import ReactorEngine
import Testing

/// Subscribing opens the current-thread trampoline, as RxSwift's `Producer.subscribe` does,
/// except for subjects, which are not producers.
@Suite struct SubscribeTrampolineTests {
  @Test func mergeOfTwoSequencesInterleavesTheirElements() {
    var log: [Int] = []
    _ = Observable.merge(Observable.from([1, 2]), Observable.from([10, 20]))
      .subscribe(onNext: { log.append($0) })
    #expect(log == [1, 10, 2, 20])
  }

  @Test func startWithElementsComeBeforeATrampolinedSourceMergedBeside() {
    var log: [Int] = []
    _ = Observable.merge(Observable.from([1, 2]).startWith(0), .just(5))
      .subscribe(onNext: { log.append($0) })
    #expect(log == [0, 5, 1, 2])
  }

  @Test func aSequenceSubscribedInsideJustsSubscriptionWaitsForIt() {
    var log: [String] = []
    _ = Observable.just(1).subscribe(onNext: { value in
      _ = Observable.from([value * 10]).subscribe(onNext: { log.append("\($0)") })
      log.append("after \(value)")
    })
    #expect(log == ["after 1", "10"])
  }

  @Test func aJustInnerOfFlatMapDrivenByASubjectDeliversInsideTheTrampoline() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: { value in
      _ = Observable.from([value * 10]).subscribe(onNext: { log.append("\($0)") })
      log.append("after \(value)")
    })
    subject.onNext(1)
    subscription.dispose()
    #expect(log == ["after 1", "10"])
  }

  @Test func subscribingToASubjectDoesNotOpenTheTrampoline() {
    var log: [String] = []
    let subject = BehaviorSubject(value: 1)
    let subscription = subject.subscribe(onNext: { value in
      _ = Observable.from([value * 10]).subscribe(onNext: { log.append("\($0)") })
      log.append("after \(value)")
    })
    subscription.dispose()
    #expect(log == ["10", "after 1"])
  }
}
