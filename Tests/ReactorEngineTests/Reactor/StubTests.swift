import ReactorEngine
import Testing

@Suite struct StubTests {
  @Test func stubRecordsActionsAndNeverCallsMutate() {
    let reactor = CountingReactor()
    reactor.isStubEnabled = true
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)
    #expect(reactor.stub.actions == [.increase, .increase])
    #expect(reactor.mutateCount == 0)
    #expect(reactor.currentState == 0)
  }

  @Test func stubStateDrivesStateAndCurrentState() {
    let reactor = CountingReactor()
    reactor.isStubEnabled = true
    var states: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    reactor.stub.state.value = 5
    reactor.stub.state.accept(5)
    subscription.dispose()
    #expect(states == [0, 5, 5])
    #expect(reactor.currentState == 5)
  }

  @Test func withoutStubActionsReachMutate() {
    let reactor = CountingReactor()
    reactor.action.onNext(.increase)
    #expect(reactor.mutateCount == 1)
    #expect(reactor.currentState == 1)
    #expect(reactor.stub.actions.isEmpty)
  }

  @Test func stubAndStreamWritingCurrentStateLastWriterWins() {
    let reactor = CountingReactor()
    let cells = reactor._cells
    var seen: [Int] = []
    func note() {
      seen.append(reactor.currentState)
      seen.append(cells.withLatestState { $0 } ?? -1)
    }
    reactor.action.onNext(.increase)
    note()
    // The stub's relay hands its initial state to its subscriber, which writes it.
    _ = reactor.stub
    note()
    reactor.stub.state.value = 10
    note()
    reactor.action.onNext(.increase)
    note()
    reactor.stub.state.value = 7
    note()
    reactor.action.onNext(.increase)
    note()
    #expect(seen == [1, 1, 0, 0, 10, 10, 2, 2, 7, 7, 3, 3])
  }

  @Test func streamSubscribersReadTheStateTheyAreSentAsCurrentStateAfterStubWrites() {
    let reactor = CountingReactor()
    reactor.stub.state.value = 9
    #expect(reactor.currentState == 9)
    var seen: [[Int]] = []
    // Building the stream emits its initial state, which replaces the stub's.
    let subscription = reactor.state.subscribe(onNext: { state in
      seen.append([state, reactor.currentState, reactor._cells.withLatestState { $0 } ?? -1])
    })
    reactor.action.onNext(.increase)
    reactor.stub.state.value = 9
    let afterStubWrite = reactor.currentState
    reactor.action.onNext(.increase)
    subscription.dispose()
    #expect(seen == [[0, 0, 0], [1, 1, 1], [2, 2, 2]])
    #expect(afterStubWrite == 9)
  }
}

// MARK: - Fixtures

private final class CountingReactor: Reactor {
  enum Action: Equatable { case increase }
  typealias Mutation = Int
  typealias State = Int

  let initialState = 0
  var mutateCount = 0

  func mutate(action: Action) -> Observable<Int> {
    mutateCount += 1
    return .just(1)
  }

  func reduce(state: Int, mutation: Int) -> Int {
    state + mutation
  }
}
