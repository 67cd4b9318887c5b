import ReactorEngine
import Testing

@Suite struct SubjectTests {
  @Test func replaySubjectOfZeroReplaysOnlyItsStopEvent() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    var log: [String] = []
    _ = subject.subscribe(onNext: { log.append("\($0)") })
    subject.onNext(2)
    subject.onCompleted()
    _ = subject.subscribe(
      onNext: { log.append("late \($0)") }, onCompleted: { log.append("late done") })
    #expect(log == ["2", "late done"])
  }

  @Test func unboundedReplaySubjectReplaysEveryElement() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...50 { subject.onNext(value) }
    var log: [Int] = []
    _ = subject.subscribe(onNext: { log.append($0) })
    #expect(log == Array(1...50))
  }

  @Test func asObserverForwardsToTheObserver() {
    let subject = PublishSubject<Int>()
    var log: [Int] = []
    _ = subject.subscribe(onNext: { log.append($0) })
    let observer: AnyObserver<Int> = subject.asObserver()
    observer.onNext(7)
    #expect(log == [7])
  }

  @Test func publishSubjectSendsOnlyLaterEvents() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    var log: [Int] = []
    let subscription = subject.subscribe(onNext: { log.append($0) })
    subject.onNext(2)
    subscription.dispose()
    subject.onNext(3)
    #expect(log == [2])
    #expect(!subject.hasObservers)
  }

  @Test func behaviorSubjectSendsItsCurrentValueFirst() throws {
    let subject = BehaviorSubject(value: 1)
    subject.onNext(2)
    var log: [Int] = []
    let subscription = subject.subscribe(onNext: { log.append($0) })
    subject.onNext(3)
    subscription.dispose()
    #expect(log == [2, 3])
    #expect(try subject.value() == 3)
  }

  @Test func replaySubjectReplaysItsBufferThenTheTerminalEvent() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for value in 1...3 { subject.onNext(value) }
    subject.onCompleted()
    var log: [String] = []
    _ = subject.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
    #expect(log == ["2", "3", "done"])
  }

  @Test func replaySubjectReplaysTheBufferItHadWhenSubscribedEvenIfAReplayedElementSends() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...5 { subject.onNext(value) }
    var log: [Int] = []
    _ = subject.subscribe(onNext: { value in
      log.append(value)
      if value == 3 { subject.onNext(9) }
    })
    var late: [Int] = []
    _ = subject.subscribe(onNext: { late.append($0) })
    #expect(log == [3, 4, 5])
    #expect(late == [4, 5, 9])
  }

  @Test func replayConnectsOnceAndSharesTheSource() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .from([1, 2])
    }
    let shared = source.replay(1)
    var first: [Int] = []
    let a = shared.subscribe(onNext: { first.append($0) })
    #expect(first.isEmpty)
    let connection = shared.connect()
    _ = shared.connect()
    var second: [Int] = []
    let b = shared.subscribe(onNext: { second.append($0) })
    a.dispose()
    b.dispose()
    connection.dispose()
    #expect(subscriptions == 1)
    #expect(first == [1, 2])
    #expect(second == [2])
  }

  @Test func actionSubjectIgnoresTerminalEvents() {
    let subject = ActionSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onNext: { log.append("\($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("done") })
    subject.onNext(1)
    subject.onError(Failure())
    subject.onCompleted()
    subject.onNext(2)
    subscription.dispose()
    #expect(log == ["1", "2"])
  }

  @Test func disposeBagDisposesOnDeinit() {
    let subject = PublishSubject<Int>()
    var log: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    if let bag { subject.subscribe(onNext: { log.append($0) }).disposed(by: bag) }
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    #expect(log == [1])
    #expect(bag == nil)
  }
}

private struct Failure: Error {}
