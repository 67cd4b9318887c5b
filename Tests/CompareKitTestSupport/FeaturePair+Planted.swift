import CompareKit

extension FeaturePair {
  /// The pairs with a divergence planted for the fuzzer, each with one known minimal
  /// scenario. Kept apart from `testPairs`, whose names other tests' messages list.
  public static let plantedPairs: [FeaturePair] = [.testBurst, .testQuery, .testSpeed, .testLock]
}
