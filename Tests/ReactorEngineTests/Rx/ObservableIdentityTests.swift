import ReactorEngine
import Testing

/// RxSwift's `Observable` is a class and its subjects subclass it: these pin what follows from
/// that (identity, `weak` references, subjects passed where an `Observable` is expected).
@Suite struct ObservableIdentityTests {
  @Test func aSubjectIsItsOwnObservable() {
    // RxSwift: `PublishSubject.asObservable()` returns `self`.
    let subject = PublishSubject<Int>()
    #expect(subject.asObservable() === subject)
    let relay = PublishRelay<Int>()
    #expect(relay.asObservable() === relay.asObservable())
  }

  @Test func mergeTakesSubjectsAsObservables() {
    // RxSwift: `Observable.merge(_ sources: Observable<Element>...)` accepts subjects as is.
    let first = PublishSubject<Int>()
    let second = BehaviorSubject<Int>(value: 0)
    var log: [Int] = []
    let subscription = Observable.merge(first, second).subscribe(onNext: { log.append($0) })
    first.onNext(1)
    second.onNext(2)
    first.onNext(3)
    subscription.dispose()
    first.onNext(4)
    #expect(log == [0, 1, 2, 3])
  }

  @Test func aWeakReferenceToAnObservableIsReleasedWithItsLastOwner() {
    weak var weakObservable: Observable<Int>?
    weak var weakSubject: PublishSubject<Int>?
    do {
      let subject = PublishSubject<Int>()
      let mapped = subject.map { $0 + 1 }
      weakObservable = mapped
      weakSubject = subject
      #expect(weakObservable != nil)
      #expect(weakSubject != nil)
    }
    #expect(weakObservable == nil)
    #expect(weakSubject == nil)
  }

  @Test func aReactorsStateIsTheSameObservableOnEveryRead() {
    // ReactorKit: the state stream is created once, so `reactor.state === reactor.state`.
    let reactor = CounterReactor()
    #expect(reactor.state === reactor.state)
  }
}
