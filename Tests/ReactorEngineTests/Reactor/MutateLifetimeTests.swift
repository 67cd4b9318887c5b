import Testing

@testable import ReactorEngine

@Suite struct MutateLifetimeTests {
  @Test func reportsEachMutateStreamFromSubscribeToCompletionAtVirtualTime() {
    // given
    let scheduler = VirtualTimeScheduler()
    let reactor = CounterViewReactor()
    var events: [String] = []
    reactor._observeLifetimes { event in
      events.append("\(scheduler.nowMilliseconds) \(MutateLifetimeTests.describe(event))")
    }

    // when: two taps 100 ms apart, each delaying its change by 500 ms
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.action.onNext(.increase)
      scheduler.advance(by: .milliseconds(100))
      reactor.action.onNext(.increase)
      scheduler.advance(by: .seconds(1))
    }

    // then
    #expect(
      events == [
        "0 subscribed 1 increase", "0 delivered 1",
        "100 subscribed 2 increase", "100 delivered 2",
        "500 delivered 1", "500 delivered 1", "500 delivered 1", "500 finished 1",
        "600 delivered 2", "600 delivered 2", "600 delivered 2", "600 finished 2",
      ])
    #expect(reactor.currentState.value == 2)
  }

  @Test func reportsAStreamDisposedBeforeItCompletesAsCancelled() {
    // given: a reactor whose state stream fails on demand, which disposes every mutate stream
    let scheduler = VirtualTimeScheduler()
    let reactor = FailingReactor()
    var events: [String] = []
    reactor._observeLifetimes { event in
      events.append("\(scheduler.nowMilliseconds) \(MutateLifetimeTests.describe(event))")
    }

    // when
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.action.onNext(.wait)
      scheduler.advance(by: .milliseconds(200))
      reactor.failure.onError(Failure())
      scheduler.advance(by: .seconds(1))
    }

    // then
    #expect(events == ["0 subscribed 1 wait", "200 cancelled 1"])
  }

  @Test func withoutAProbeNothingIsReportedAndTheStreamBehavesTheSame() {
    let scheduler = VirtualTimeScheduler()
    let observed = CounterViewReactor()
    let plain = CounterViewReactor()
    var count = 0
    observed._observeLifetimes { _ in count += 1 }
    observed._observeLifetimes(nil)

    VirtualTimeScheduler.withMain(scheduler) {
      observed.action.onNext(.increase)
      plain.action.onNext(.increase)
      scheduler.advance(by: .seconds(1))
    }

    #expect(count == 0)
    #expect(observed.currentState.value == plain.currentState.value)
    #expect(observed.currentState.alertMessage == "Increased!")
  }

  private static func describe<Action>(_ event: MutateLifetime<Action>) -> String {
    switch event {
    case .subscribed(let id, let action): "subscribed \(id) \(action)"
    case .delivered(let id): "delivered \(id)"
    case .finished(let id): "finished \(id)"
    case .cancelled(let id): "cancelled \(id)"
    }
  }
}

// MARK: - Fixtures

private struct Failure: Error {}

private final class FailingReactor: Reactor {
  enum Action { case wait }
  enum Mutation { case done }
  struct State { var done = false }

  let initialState = State()
  let failure = PublishSubject<Mutation>()

  func mutate(action: Action) -> Observable<Mutation> {
    Observable.just(.done).delay(.milliseconds(500), scheduler: MainScheduler.instance)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    Observable.merge(mutation, failure.asObservable())
  }

  func reduce(state: State, mutation: Mutation) -> State {
    State(done: true)
  }
}
