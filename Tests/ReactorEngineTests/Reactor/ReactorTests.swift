import ReactorEngine
import Testing

@Suite struct ReactorTests {
  @Test func stateStartsWithInitialStateAndEmitsEveryMutationEvenDuplicates() {
    let reactor = EchoReactor()
    var states: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    reactor.action.onNext(.set(1))
    reactor.action.onNext(.set(1))
    reactor.action.onNext(.set(1))
    subscription.dispose()
    #expect(states == [0, 1, 1, 1])
  }

  @Test func lateSubscriberGetsOnlyTheLatestState() {
    let reactor = EchoReactor()
    reactor.action.onNext(.set(4))
    reactor.action.onNext(.set(7))
    var states: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    subscription.dispose()
    #expect(states == [7])
  }

  @Test func currentStateIsSetBeforeSubscribersSeeTheState() {
    let reactor = EchoReactor()
    var seen: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { _ in seen.append(reactor.currentState) })
    reactor.action.onNext(.set(3))
    subscription.dispose()
    #expect(seen == [0, 3])
  }

  @Test func cellsLendTheCurrentStateAsSubscribersSeeIt() {
    let reactor = EchoReactor()
    let cells = reactor._cells
    #expect(cells.withLatestState { $0 } == nil)
    var seen: [Int?] = []
    let subscription = reactor.state.subscribe(onNext: { _ in
      seen.append(cells.withLatestState { $0 })
    })
    reactor.action.onNext(.set(3))
    subscription.dispose()
    #expect(seen == [0, 3])
    #expect(cells.withLatestState { $0 } == 3)
  }

  @Test func subscriberSendingAnActionLeavesLaterSubscribersTheStateTheyAreSent() {
    let reactor = EchoReactor()
    var seen: [[Int]] = []
    let first = reactor.state.subscribe(onNext: { state in
      if state == 1 { reactor.action.onNext(.set(2)) }
    })
    let second = reactor.state.subscribe(onNext: { state in
      seen.append([state, reactor.currentState, reactor._cells.withLatestState { $0 } ?? -1])
    })
    reactor.action.onNext(.set(1))
    first.dispose()
    second.dispose()
    #expect(seen == [[0, 0, 0], [1, 1, 1], [2, 2, 2]])
    #expect(reactor.currentState == 2)
  }

  @Test func streamIsBuiltLazilyOnFirstAccessToAction() {
    let reactor = EchoReactor()
    #expect(reactor.transformCount == 0)
    #expect(reactor.currentState == 0)
    _ = reactor.action
    #expect(reactor.transformCount == 1)
    _ = reactor.state
    #expect(reactor.transformCount == 1)
  }

  @Test func streamIsBuiltOnceAndShared() {
    let reactor = EchoReactor()
    var first: [Int] = []
    var second: [Int] = []
    let a = reactor.state.subscribe(onNext: { first.append($0) })
    let b = reactor.state.subscribe(onNext: { second.append($0) })
    reactor.action.onNext(.set(2))
    a.dispose()
    b.dispose()
    #expect(reactor.transformCount == 1)
    #expect(first == [0, 2])
    #expect(second == [0, 2])
  }

  @Test func actionSentFromAStateSubscriberRunsAfterTheCurrentEmission() {
    let reactor = CounterReactor()
    var log: [String] = []
    let subscription = reactor.state.subscribe(onNext: { state in
      guard state.value > 0 else { return }
      log.append("enter \(state.value)")
      if state.value == 1 { reactor.action.onNext(.increase) }
      log.append("exit \(state.value)")
    })
    reactor.action.onNext(.increase)
    subscription.dispose()
    #expect(log == ["enter 1", "exit 1", "enter 2", "exit 2"])
  }

  @Test func aHundredThousandChainedActionsDoNotGrowTheStack() {
    let reactor = CounterReactor()
    let subscription = reactor.state.subscribe(onNext: { state in
      if (1..<100_000).contains(state.value) { reactor.action.onNext(.increase) }
    })
    reactor.action.onNext(.increase)
    subscription.dispose()
    #expect(reactor.currentState.value == 100_000)
  }

  @Test func anErrorInOneMutateKeepsItsElementsAndTheReactorKeepsWorking() {
    let reactor = EchoReactor()
    var states: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    reactor.action.onNext(.failAfter(5))
    reactor.action.onNext(.set(6))
    subscription.dispose()
    #expect(states == [0, 5, 6])
  }

  @Test func effectsOfDifferentActionsInterleave() {
    let scheduler = VirtualTimeScheduler()
    let reactor = EchoReactor()
    var states: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      let subscription = reactor.state.subscribe(onNext: {
        states.append("\(scheduler.nowMilliseconds):\($0)")
      })
      reactor.action.onNext(.delayed(1, milliseconds: 300))
      reactor.action.onNext(.delayed(2, milliseconds: 100))
      scheduler.advance(by: .seconds(1))
      subscription.dispose()
    }
    #expect(states == ["0:0", "100:2", "300:1"])
  }

  @Test func probesSeeEachActionBeforeMutateAndEachMutationBeforeReduce() {
    let reactor = CounterReactor()
    var log: [String] = []
    reactor._observe(
      actions: { log.append("action \($0)") },
      mutations: { log.append("mutation \($0)") })
    let subscription = reactor.state.subscribe(onNext: { log.append("state \($0.value)") })
    reactor.action.onNext(.increase)
    reactor.action.onNext(.reset)
    subscription.dispose()
    #expect(
      log == [
        "state 0", "action increase", "mutation increaseValue", "state 1",
        "action reset", "mutation setValue(0)", "state 0",
      ])
  }

  @Test func actionEqualToMutationDefaultsMutateToJust() {
    let reactor = PassthroughReactor()
    reactor.action.onNext(9)
    #expect(reactor.currentState == 9)
  }

  @Test func actionsAreObservedOnTheReactorsScheduler() {
    let scheduler = VirtualTimeScheduler()
    let reactor = ScheduledReactor(scheduler: scheduler)
    reactor.action.onNext(1)
    #expect(reactor.currentState == 0)
    scheduler.advance(by: .milliseconds(0))
    #expect(reactor.currentState == 1)
  }

  @Test func onMainSchedulerEachActionSentFromAStateSubscriberKeepsItsPlaceInTheMainQueue() {
    // Recorded from RxSwift 6.10.2 on the real main queue with ReactorKit 3.2.0's state-stream
    // chain and `scheduler` MainScheduler.instance: X, scheduled between the actions 2 and 3,
    // runs between them (a sink rescheduling after each delivery would run it before 2).
    let scheduler = VirtualTimeScheduler()
    let reactor = MainSchedulerReactor()
    var log: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      reactor._observe(actions: { log.append("mutate(\($0))") }, mutations: { _ in })
      let subscription = reactor.state.subscribe(onNext: { value in
        log.append("state(\(value)) current=\(reactor.currentState)")
        guard value == 1 else { return }
        reactor.action.onNext(2)
        _ = MainScheduler.instance.schedule(()) { _ in
          log.append("X")
          return Disposables.create()
        }
        reactor.action.onNext(3)
      })
      reactor.action.onNext(1)
      log.append("sent")
      scheduler.advance(by: .milliseconds(0))
      subscription.dispose()
    }
    #expect(
      log == [
        "state(0) current=0", "mutate(1)", "state(1) current=1", "sent", "mutate(2)",
        "state(2) current=2", "X", "mutate(3)", "state(3) current=3",
      ])
  }

  @Test func storageFollowsEachReactorInstance() {
    var values: [Int] = []
    for value in 0..<200 {
      let reactor = EchoReactor()
      reactor.action.onNext(.set(value))
      values.append(reactor.currentState)
    }
    #expect(values == Array(0..<200))
  }
}

// MARK: - Fixtures

private struct EffectFailed: Error {}

private final class EchoReactor: Reactor {
  enum Action {
    case set(Int)
    case failAfter(Int)
    case delayed(Int, milliseconds: Int)
  }

  typealias Mutation = Int
  typealias State = Int

  let initialState = 0
  var transformCount = 0

  func transform(state: Observable<Int>) -> Observable<Int> {
    transformCount += 1
    return state
  }

  func mutate(action: Action) -> Observable<Int> {
    switch action {
    case .set(let value):
      return .just(value)
    case .failAfter(let value):
      return Observable.concat([.just(value), .error(EffectFailed()), .just(value + 100)])
    case .delayed(let value, let milliseconds):
      return Observable.just(value)
        .delay(.milliseconds(milliseconds), scheduler: MainScheduler.instance)
    }
  }

  func reduce(state: Int, mutation: Int) -> Int {
    mutation
  }
}

private final class PassthroughReactor: Reactor {
  typealias Action = Int
  typealias State = Int

  let initialState = 0

  func reduce(state: Int, mutation: Int) -> Int {
    mutation
  }
}

private final class ScheduledReactor: Reactor {
  typealias Action = Int
  typealias State = Int

  let initialState = 0
  let scheduler: Scheduler

  init(scheduler: VirtualTimeScheduler) {
    self.scheduler = scheduler
  }

  func reduce(state: Int, mutation: Int) -> Int {
    mutation
  }
}

private final class MainSchedulerReactor: Reactor {
  typealias Action = Int
  typealias State = Int

  let initialState = 0

  var scheduler: Scheduler { MainScheduler.instance }

  func reduce(state: Int, mutation: Int) -> Int {
    mutation
  }
}
