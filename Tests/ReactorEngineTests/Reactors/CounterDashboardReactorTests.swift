import ReactorEngine
import Testing

@Suite struct CounterDashboardReactorTests {
  @Test func childStatesFlowIntoTheDashboard() {
    let dashboard = CounterDashboardReactor()
    var counts: [Int] = []
    let subscription = dashboard.state.subscribe(onNext: { counts.append($0.count) })
    dashboard.counter.action.onNext(.increase)
    dashboard.counter.action.onNext(.increase)
    dashboard.counter.action.onNext(.decrease)
    subscription.dispose()
    #expect(counts == [0, 1, 2, 1])
  }

  @Test func resetIsSentToTheChildAfterTheDashboardActionFinishes() {
    let dashboard = CounterDashboardReactor()
    var log: [String] = []
    dashboard._observe(actions: { log.append("dashboard \($0)") }, mutations: { _ in })
    dashboard.counter._observe(actions: { log.append("counter \($0)") }, mutations: { _ in })
    let subscription = dashboard.state.subscribe(onNext: { log.append("count \($0.count)") })
    dashboard.counter.action.onNext(.increase)
    dashboard.action.onNext(.reset)
    subscription.dispose()
    #expect(
      log == [
        "count 0", "counter increase", "count 1",
        "dashboard reset", "counter reset", "count 0",
      ])
    #expect(dashboard.counter.currentState.value == 0)
  }
}
