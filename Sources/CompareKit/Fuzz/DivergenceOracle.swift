/// What the fuzzer asks of a feature pair: does this scenario make the engines diverge, and
/// how? And, for the state-guided search, what did it reach on the way?
///
/// The answer's `Origin` tells one divergence from another (which step kind, which fields).
/// Shrinking keeps it fixed, as Hypothesis keeps a failure's origin, so that a scenario never
/// slips into a different, unrelated divergence on its way down, and runs that diverge the
/// same way count as one finding.
///
/// ```swift
/// struct Planted: DivergenceOracle {
///   mutating func check(_ directives: [FuzzDirective]) -> String? {
///     directives.count >= 3 ? "three or more" : nil
///   }
/// }
/// ```
@MainActor
package protocol DivergenceOracle {
  /// What tells one divergence from another.
  associatedtype Origin: Hashable
  /// The divergence's origin, or `nil` when the engines agree on the scenario.
  mutating func check(_ directives: [FuzzDirective]) -> Origin?
  /// The same answer, adding to `coverage` what the scenario reached (its states, pending
  /// work, agreement), for the state-guided search. By default it reaches nothing.
  mutating func check(_ directives: [FuzzDirective], coverage: inout FuzzCoverage) -> Origin?
}

extension DivergenceOracle {
  package mutating func check(
    _ directives: [FuzzDirective], coverage: inout FuzzCoverage
  ) -> Origin? {
    check(directives)
  }
}
