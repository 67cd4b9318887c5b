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
