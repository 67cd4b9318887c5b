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
  /// One million increments of ``BaselineCounter``: each action comes from an opaque source and
  /// each count goes to an opaque sink, so that the loop cannot be folded into one addition.
  static let baseline = BenchmarkCase(
    name: "baseline: switch on a struct",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      var counter = BaselineCounter()
      for _ in 0..<count {
        counter.send(opaque(.increment))
        sink(counter.count)
      }
      return counter.count
    }
  )
}

// NB: `@inline(never)` alone is not enough: the optimiser still sees through a generic identity
// and folded the whole loop (0.2 ns per "operation"). An unoptimised function is a wall it
// cannot look behind.

/// Hides a value from the optimiser: it cannot know what comes back.
@inline(never) @_optimize(none)
func opaque<Value>(_ value: Value) -> Value { value }

/// Takes a value the optimiser must assume is used.
@inline(never) @_optimize(none)
func sink<Value>(_ value: Value) {}
