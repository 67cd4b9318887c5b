import TCAEngine

extension BenchmarkCase {
  /// One million `incrementButtonTapped` through the dashboard's scoped child store, as the
  /// seed's child view sends them.
  static let tcaDashboard = BenchmarkCase(
    name: "tca: dashboard, via store.scope child",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      let store = Store(initialState: CounterDashboardFeature.State()) {
        CounterDashboardFeature()
      }
      let child = store.scope(state: \.counter, action: \.counter)
      for _ in 0..<count { child.send(.incrementButtonTapped) }
      return store.state.counter.count
    }
  )
}

extension BenchmarkCase {
  /// One million increments of the ten-field feature of `FeaturePair.wide`, declared outside
  /// the engine as a user's feature is: the TCA half of a ten-field replay step.
  static let tcaWide = BenchmarkCase(
    name: "tca: ten-field feature",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      let store = Store(initialState: WideState()) { WideFeature() }
      for _ in 0..<count { store.send(.increment) }
      return store.state.count
    }
  )
}
