import CompareKit

extension FeaturePair {
  /// Every test-only pair, declared with the public API only, as a user's package would.
  public static let testPairs: [FeaturePair] = [.testDivergent, .testTodos]
}
