import ReactorEngine
import Testing

@Suite struct OperatorTests {
  @Test func concatSubscribesTheNextSourceWhenThePreviousCompletes() {
    let scheduler = VirtualTimeScheduler()
    var subscribedSecondAt: Int?
    var log: [String] = []
    let second = Observable<String>.deferred {
      subscribedSecondAt = scheduler.nowMilliseconds
      return .just("b")
    }
    let subscription = Observable.concat([
      Observable.just("a").delay(.milliseconds(50), scheduler: scheduler), second,
    ])
    .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("done") })
    #expect(subscribedSecondAt == nil)
    scheduler.advance(by: .milliseconds(50))
    subscription.dispose()
    #expect(subscribedSecondAt == 50)
    #expect(log == ["a", "b", "done"])
  }

  @Test func concatOfAHundredThousandSourcesDoesNotGrowTheStack() {
    var count = 0
    let subscription = Observable.concat((0..<100_000).map { Observable.just($0) })
      .subscribe(onNext: { _ in count += 1 })
    subscription.dispose()
    #expect(count == 100_000)
  }

  @Test func concatReleasesAFinishedSourceThatKeepsItselfUntilDisposed() {
    // given a `catch` over a timer, whose sinks hold each other until disposed
    let scheduler = VirtualTimeScheduler()
    weak var handlerCapture: Token?
    var log: [String] = []
    var subscription: (any Disposable)?
    do {
      let token = Token()
      handlerCapture = token
      let first = Observable<Int>.timer(.milliseconds(10), scheduler: scheduler)
        .catch { _ in withExtendedLifetime(token) { .just(-1) } }
      subscription = Observable.concat([first, .just(1)])
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
    }
    // when it completes and concat moves on
    scheduler.advance(by: .milliseconds(10))
    // then concat has disposed its subscription, as RxSwift's serial disposable does, so
    // nothing keeps the first source's sinks alive
    #expect(log == ["0", "1", "done"])
    #expect(handlerCapture == nil)
    subscription?.dispose()
  }

  @Test func concatStopsAtTheFirstError() {
    var log: [String] = []
    _ = Observable.concat([.just(1), .error(Failure()), .just(3)])
      .subscribe(onNext: { log.append("\($0)") }, onError: { _ in log.append("error") })
    #expect(log == ["1", "error"])
  }

  @Test func flatMapMergesInnerSequencesAsTheyCome() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subscription = Observable.from([300, 100, 200])
      .flatMap { Observable.just($0).delay(.milliseconds($0), scheduler: scheduler) }
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
    scheduler.advance(by: .seconds(1))
    subscription.dispose()
    #expect(log == ["100", "200", "300", "done"])
  }

  @Test func flatMapWithManyInnerSequencesInFlightDeliversAndDisposesThemAll() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    let subject = PublishSubject<Int>()
    let subscription =
      subject
      .flatMap { Observable.just($0).delay(.milliseconds(100 + $0 % 3), scheduler: scheduler) }
      .subscribe(onNext: { log.append($0) })
    for value in 0..<100 { subject.onNext(value) }
    scheduler.advance(by: .milliseconds(101))
    // Those due at 100 and 101 ms came, in (due time, scheduling order); those due at 102 wait.
    #expect(log == (0..<100).filter { $0 % 3 == 0 } + (0..<100).filter { $0 % 3 == 1 })
    subscription.dispose()
    scheduler.advance(by: .seconds(1))
    #expect(log.count == 67)
  }

  @Test func concatMapRunsOneInnerAtATime() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subscription = Observable.from([300, 100])
      .concatMap { Observable.just($0).delay(.milliseconds($0), scheduler: scheduler) }
      .subscribe(onNext: { log.append("\(scheduler.nowMilliseconds):\($0)") })
    scheduler.advance(by: .seconds(1))
    subscription.dispose()
    #expect(log == ["300:300", "400:100"])
  }

  @Test func mergeCompletesWhenAllSourcesComplete() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var log: [String] = []
    let subscription = Observable.merge(first.asObservable(), second.asObservable())
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
    first.onNext(1)
    second.onNext(2)
    first.onCompleted()
    second.onNext(3)
    second.onCompleted()
    subscription.dispose()
    #expect(log == ["1", "2", "3", "done"])
  }

  @Test func catchKeepsElementsBeforeTheErrorThenSwitches() {
    var log: [Int] = []
    _ = Observable.concat([.just(1), .error(Failure())])
      .catch { _ in .just(9) }
      .subscribe(onNext: { log.append($0) })
    #expect(log == [1, 9])
  }

  @Test func scanEmitsEveryAccumulationAndStartWithComesFirst() {
    var log: [Int] = []
    _ = Observable.from([1, 2, 3]).scan(0, accumulator: +).startWith(-1)
      .subscribe(onNext: { log.append($0) })
    #expect(log == [-1, 1, 3, 6])
  }

  @Test func scanFoldsAReentrantElementFromTheValueBeforeTheFoldThatSentIt() {
    let subject = PublishSubject<String>()
    var log: [[String]] = []
    _ = subject.scan([String]()) { folded, element in
      if element == "a" {
        subject.onNext("b")
        subject.onNext("c")
      }
      return folded + [element]
    }
    .subscribe(onNext: { log.append($0) })
    subject.onNext("a")
    subject.onNext("d")
    #expect(log == [["b"], ["b", "c"], ["a"], ["a", "d"]])
  }

  @Test func scanSendsAReentrantFoldThenTheErrorOfTheFoldThatSentIt() {
    let subject = PublishSubject<String>()
    var log: [String] = []
    _ = subject.scan([String]()) { folded, element in
      if element == "a" {
        subject.onNext("b")
        throw Failure()
      }
      return folded + [element]
    }
    .subscribe(
      onNext: { log.append($0.joined(separator: ",")) }, onError: { _ in log.append("error") })
    subject.onNext("c")
    subject.onNext("a")
    subject.onNext("d")
    #expect(log == ["c", "c,b", "error"])
  }

  @Test func distinctUntilChangedDropsOnlyConsecutiveDuplicates() {
    var log: [Int] = []
    _ = Observable.from([1, 1, 2, 2, 1]).distinctUntilChanged()
      .subscribe(onNext: { log.append($0) })
    #expect(log == [1, 2, 1])
  }

  @Test func mapFilterAndDoRunInOrder() {
    var log: [String] = []
    _ = Observable.from([1, 2, 3, 4])
      .filter { $0 % 2 == 0 }
      .do(onNext: { log.append("do \($0)") })
      .map { $0 * 10 }
      .subscribe(onNext: { log.append("got \($0)") })
    #expect(log == ["do 2", "got 20", "do 4", "got 40"])
  }

  @Test func mapErrorEndsTheSubscription() {
    var log: [String] = []
    _ = Observable.from([1, 2])
      .map { value -> Int in
        if value == 1 { throw Failure() }
        return value
      }
      .subscribe(onNext: { log.append("\($0)") }, onError: { _ in log.append("error") })
    #expect(log == ["error"])
  }
}

private struct Failure: Error {}

private final class Token {}
