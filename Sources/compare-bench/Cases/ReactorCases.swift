import ReactorEngine

extension BenchmarkCase {
  /// One million synchronous `increase` actions through `CounterReactor`, one state subscriber.
  static let reactorCounter = BenchmarkCase(
    name: "reactorkit: counter, sync action",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      let reactor = CounterReactor()
      var last = 0
      let subscription = reactor.state.subscribe(onNext: { last = $0.value })
      defer { subscription.dispose() }
      let action = reactor.action
      for _ in 0..<count { action.onNext(.increase) }
      return last
    }
  )

  /// The seed's `CounterViewReactor`: `increase` every 10 ms of virtual time, each with its
  /// 500 ms delayed mutation, drained at the end.
  static let reactorSeedDelayed = BenchmarkCase(
    name: "reactorkit: seed reactor, delayed",
    count: 100_000,
    expectedChecksum: { $0 },
    run: { count in
      let scheduler = VirtualTimeScheduler()
      return VirtualTimeScheduler.withMain(scheduler) {
        let reactor = CounterViewReactor()
        var last = 0
        let subscription = reactor.state.subscribe(onNext: { last = $0.value })
        defer { subscription.dispose() }
        let action = reactor.action
        for _ in 0..<count {
          action.onNext(.increase)
          scheduler.advance(by: .milliseconds(10))
        }
        scheduler.advance(by: .seconds(1))
        return last
      }
    }
  )
}

extension BenchmarkCase {
  /// One million `increase` actions through the dashboard's child reactor, as the seed's child
  /// view sends them: the ReactorKit half of a dashboard replay step.
  static let reactorDashboard = BenchmarkCase(
    name: "reactorkit: dashboard, via child reactor",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      let dashboard = CounterDashboardReactor()
      var last = 0
      let subscription = dashboard.state.subscribe(onNext: { last = $0.count })
      defer { subscription.dispose() }
      let action = dashboard.counter.action
      for _ in 0..<count { action.onNext(.increase) }
      return last
    }
  )

  /// One million actions through the ten-field reactor of `FeaturePair.wide`, declared outside
  /// the engine as a user's reactor is: the ReactorKit half of a ten-field replay step.
  static let reactorWide = BenchmarkCase(
    name: "reactorkit: ten-field reactor, sync action",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      let reactor = WideReactor()
      var last = 0
      let subscription = reactor.state.subscribe(onNext: { last = $0.count })
      defer { subscription.dispose() }
      let action = reactor.action
      for _ in 0..<count { action.onNext(.increase) }
      return last
    }
  )
}
