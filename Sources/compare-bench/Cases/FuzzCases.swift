import CompareKit

extension BenchmarkCase {
  /// The fuzzer's inner loop on `async-counter`: draw a 20-directive scenario and check it
  /// through the replay at `steps`, where the engines agree, as `compare-cli fuzz` does.
  static let fuzzAsyncCounter = BenchmarkCase(
    name: "fuzz: async-counter, 20-directive scenario",
    count: 20_000,
    expectedChecksum: { $0 },
    run: { count in
      let pair = FeaturePair.asyncCounter
      let generator = ScenarioGenerator(vocabulary: FuzzVocabulary(pair: pair), maxSteps: 20)
      var oracle = ReplayOracle(pair: pair, level: .steps)
      var agreed = 0
      for run in 0..<count {
        var random = FuzzRandom(seed: 1, run: run)
        if oracle.check(FuzzWorkload.directives(20, generator, &random)) == nil { agreed += 1 }
      }
      return agreed
    }
  )

  /// Shrinking a 200-directive `async-counter` scenario that diverges on the emissions to its
  /// minimal `send increment` + `advance 500ms`.
  static let fuzzShrink200 = BenchmarkCase(
    name: "fuzz: shrink 200 directives to 2",
    count: 5,
    expectedChecksum: { 2 * $0 },
    run: { count in
      let pair = FeaturePair.asyncCounter
      let vocabulary = FuzzVocabulary(pair: pair)
      let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: 20)
      var oracle = ReplayOracle(pair: pair, level: .emissions)
      var total = 0
      for run in 0..<count {
        var random = FuzzRandom(seed: 2, run: run)
        let start = FuzzWorkload.directives(200, generator, &random)
        guard let origin = oracle.check(start) else { return -1 }
        let result = Shrinker(vocabulary: vocabulary).shrink(start) { oracle.check($0) == origin }
        total += result.directives.count
      }
      return total
    }
  )
}

/// Scenarios of an exact number of directives, for the fuzz cases.
enum FuzzWorkload {
  /// The first `count` directives of generated scenarios laid end to end.
  static func directives(
    _ count: Int, _ generator: ScenarioGenerator, _ random: inout FuzzRandom
  ) -> [FuzzDirective] {
    var directives: [FuzzDirective] = []
    while directives.count < count {
      directives += generator.generate(steps: count, using: &random)
    }
    return Array(directives.prefix(count))
  }
}
