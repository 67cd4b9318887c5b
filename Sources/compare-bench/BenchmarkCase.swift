/// One measured operation: a name, how many operations one run performs, and the run itself.
///
/// `run` performs exactly `count` operations and returns a checksum that depends on all of
/// them, so that the optimiser cannot drop the work and a broken engine shows as a wrong sum.
struct BenchmarkCase: Sendable {
  /// The row's name in the table, such as `tca: dashboard via scoped child store`.
  var name: String
  /// Operations per run at scale 1.
  var count: Int
  /// The value `run` must return for `count` operations; a mismatch aborts the benchmark.
  var expectedChecksum: @Sendable (Int) -> Int
  /// Performs `count` operations and returns the checksum.
  var run: @MainActor @Sendable (Int) -> Int
}
