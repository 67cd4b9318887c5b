/// The fuzzer's own pseudo-random generator: xoshiro256** seeded through SplitMix64.
///
/// The whole fuzz run follows from one `UInt64` seed, on every machine and with every
/// toolchain: the generator never touches the system's randomness, and its bounded draws are
/// computed here rather than by the standard library, whose algorithms may change.
///
/// ```swift
/// var random = FuzzRandom(seed: 42)
/// random.below(6)             // 0...5, the same on every run
/// random.int(in: -3...3)
/// ```
package struct FuzzRandom: Sendable, Equatable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator whose whole sequence follows from `seed`.
  package init(seed: UInt64) {
    var mixer = seed
    s0 = Self.splitMix(&mixer)
    s1 = Self.splitMix(&mixer)
    s2 = Self.splitMix(&mixer)
    s3 = Self.splitMix(&mixer)
  }

  /// The generator for run `index` of a fuzz run seeded with `seed`: each run's scenario
  /// follows from the pair alone, so a run can be replayed without the ones before it.
  package init(seed: UInt64, run index: Int) {
    var mixer = seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    self.init(seed: Self.splitMix(&mixer))
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, 45)
    return result
  }

  /// A uniform integer in `0..<bound` (`bound > 0`), without modulo bias (Lemire's method).
  package mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "FuzzRandom.below needs a positive bound")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return Int(product.high)
  }

  /// A uniform integer in `range`.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True `numerator` times in `denominator`.
  package mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// A uniform element of a non-empty array.
  package mutating func element<Element>(of elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  // MARK: - Mixing

  private static func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }
}
