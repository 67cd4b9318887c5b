/// What one scenario reached, as the state-guided search counts novelty: a set of 64-bit
/// features, each one combination seen after some step — both engines' projected states
/// (bucketed where values are unbounded), the work each engine still had pending, and which
/// fields agreed.
///
/// Features are computed with the fuzzer's own mixing, never the standard library's seeded
/// `Hasher`, so a worker process computes the same features for the same scenario.
///
/// ```swift
/// var coverage = FuzzCoverage()
/// coverage.insert(FuzzCoverage.mix(3, 4))
/// coverage.features  // [that one feature]
/// ```
package struct FuzzCoverage: Sendable, Equatable {
  /// The features, in the order first reached, each once.
  package private(set) var features: [UInt64] = []
  /// For each feature, the step (from 1) after which it was first reached.
  package private(set) var steps: [Int] = []

  package init() {}

  package init(features: [UInt64], steps: [Int]) {
    for (feature, step) in zip(features, steps) { insert(feature, at: step) }
  }

  /// Adds `feature`, reached after step `step`, unless already there (scenarios make few
  /// distinct features: a scan).
  package mutating func insert(_ feature: UInt64, at step: Int = 0) {
    if !features.contains(feature) {
      features.append(feature)
      steps.append(step)
    }
  }

  /// The features reached by step `last`: what the scenario's first `last` steps reach.
  package func prefix(through last: Int) -> FuzzCoverage {
    var result = FuzzCoverage()
    for (feature, step) in zip(features, steps) where step <= last {
      result.insert(feature, at: step)
    }
    return result
  }

  /// Combines two values into one, order-sensitively (SplitMix64's finaliser over a sum).
  package static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var z = a &* 0x9E37_79B9_7F4A_7C15 &+ b &+ 0x632B_E59B_D9B4_E019
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension StateValue {
  /// The value's bucket as a feature: small integers as they are and larger ones by sign and
  /// magnitude (powers of two), strings by length class, lists by length class and their first
  /// elements, records by their members; booleans and `none` as they are.
  package var fuzzBucket: UInt64 {
    switch storage {
    case .integer(let value):
      return FuzzCoverage.mix(1, Self.bucket(value))
    case .decimal(let value):
      guard value.isFinite else { return FuzzCoverage.mix(2, value.isNaN ? 1 : 2) }
      let whole = value.magnitude < 1e18 ? Int(value.rounded()) : (value < 0 ? Int.min : Int.max)
      return FuzzCoverage.mix(2, Self.bucket(whole) &+ (value == value.rounded() ? 0 : 1 << 40))
    case .bool(let value):
      return value ? 3 : 4
    case .string(let text):
      return FuzzCoverage.mix(5, Self.bucket(text.utf8.count))
    case .none:
      return 6
    case .list(let elements):
      var feature = FuzzCoverage.mix(7, Self.bucket(elements.count))
      for element in elements.prefix(4) { feature = FuzzCoverage.mix(feature, element.fuzzBucket) }
      return feature
    case .record(let record):
      var feature: UInt64 = 8
      for value in record.values { feature = FuzzCoverage.mix(feature, value.fuzzBucket) }
      return feature
    }
  }

  /// `-16...16` as themselves, beyond that the sign and the bit length.
  private static func bucket(_ value: Int) -> UInt64 {
    if (-16...16).contains(value) { return UInt64(bitPattern: Int64(value)) }
    let length = UInt64(Int.bitWidth - value.magnitude.leadingZeroBitCount)
    return (value < 0 ? 1 << 32 : 1 << 33) | length
  }
}
