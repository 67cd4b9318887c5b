/// How a campaign draws its scenarios (`--strategy`).
///
/// ```swift
/// FuzzStrategy(rawValue: "random")  // .random
/// ```
package enum FuzzStrategy: String, Sendable, CaseIterable {
  /// State-guided: scenarios that reach new coverage (``FuzzCoverage``) are kept in a corpus
  /// and mutated, as a coverage-guided fuzzer keeps inputs that reach new code edges.
  case guided
  /// Each scenario drawn uniformly and independently, as v2's fuzz did.
  case random
}
