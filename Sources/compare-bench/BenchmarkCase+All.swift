extension BenchmarkCase {
  /// Every case, the baseline first (it is every ratio's denominator).
  static let all: [BenchmarkCase] = [
    .baseline,
    .tcaDashboard,
    .reactorCounter,
    .reactorDashboard,
    .tcaWide,
    .reactorWide,
    .reactorSeedDelayed,
    .replayDashboard,
    .replayWide,
    .replayTimer,
    .replaySearch,
    .parseMillionLines,
    .fuzzAsyncCounter,
    .fuzzShrink200,
  ]
}
