/// The physical floor: the same counter as a plain `switch` on a struct, no architecture at all.
struct BaselineCounter {
  enum Action { case increment, decrement }
  var count = 0

  mutating func send(_ action: Action) {
    switch action {
    case .increment: count += 1
    case .decrement: count -= 1
    }
  }
}

extension BenchmarkCase {
  /// One million increments of ``BaselineCounter``, read through an opaque barrier.
  static let baseline = BenchmarkCase(
    name: "baseline: switch on a struct",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      var counter = BaselineCounter()
      for _ in 0..<count { counter.send(opaque(.increment)) }
      return counter.count
    }
  )
}

/// Hides a value from the optimiser so that a loop over it cannot be folded away.
@inline(never)
func opaque<Value>(_ value: Value) -> Value { value }
