import ReactorEngine
import Testing

// Expected values: the case bind.observers run through RxSwift 6.10.2 (its relays' bind; the
// observers' bind is RxCocoa's `subscribe` forwarding to each, not built on Linux).
@Suite struct BindTests {
  @Test func bindsToSeveralObserversASubjectAndRelays() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = someData(scheduler)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let viaSubject = scheduler.createObserver(Int.self)
    let viaRelay = scheduler.createObserver(Int.self)
    let subject = PublishSubject<Int>()
    let relay = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    _ = subject.subscribe(viaSubject)
    _ = relay.subscribe(viaRelay)
    scheduler.scheduleAt(200) {
      _ = xs.bind(to: first, second)
      _ = xs.bind(to: subject)
      _ = xs.bind(to: relay)
      _ = xs.bind(to: behavior)
    }
    scheduler.start()
    let all: [Recorded<Event<Int>>] = [
      .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]
    #expect(first.events == all)
    #expect(second.events == all)
    #expect(viaSubject.events == all)
    // a relay never completes: the binding drops the completion
    #expect(viaRelay.events == Array(all.dropLast()))
    #expect(behavior.value == 5)
  }

  @Test func bindsToAnObserverOfOptionals() throws {
    let subject = BehaviorSubject<Int?>(value: nil)
    _ = Observable.of(1, 2).bind(to: subject)
    #expect(try subject.value() == 2)
  }

  @Test func bindWithHoldsTheObjectWeakly() {
    final class Label { var text = "" }
    var label: Label? = Label()
    weak let watched = label
    var calls = 0
    let relay = PublishRelay<Int>()
    _ = relay.bind(with: label!) { label, value in
      calls += 1
      label.text = "\(value)"
    }
    relay.accept(1)
    #expect(label?.text == "1")
    label = nil
    relay.accept(2)
    #expect(watched == nil)
    #expect(calls == 1)
  }
}
