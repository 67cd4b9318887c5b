import ReactorEngine
import Testing

@Suite struct CounterReactorTests {
  @Test(arguments: [
    ([CounterReactor.Action.increase, .increase, .decrease], [0, 1, 2, 1]),
    ([.decrease, .reset, .increase], [0, -1, 0, 1]),
    ([.reset, .reset], [0, 0, 0]),
  ])
  func eachActionIsReducedSynchronously(actions: [CounterReactor.Action], values: [Int]) {
    let reactor = CounterReactor()
    var seen: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { seen.append($0.value) })
    for action in actions { reactor.action.onNext(action) }
    subscription.dispose()
    #expect(seen == values)
  }

  @Test func startsFromTheGivenInitialState() {
    let reactor = CounterReactor(initialState: .init(value: 5))
    reactor.action.onNext(.increase)
    #expect(reactor.currentState == .init(value: 6))
  }
}
