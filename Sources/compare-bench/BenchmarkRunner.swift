#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs benchmark cases: one warm-up, then timed repetitions, checking every checksum.
struct BenchmarkRunner {
  /// Timed repetitions per case.
  var repetitions: Int
  /// The fraction of each case's count to run (1 for the real figures, less for a smoke run).
  var scale: Double

  /// Measures `benchmark` and returns its timings, or throws when a checksum is wrong.
  @MainActor
  func measure(_ benchmark: BenchmarkCase) throws(BenchmarkError) -> BenchmarkResult {
    let count = max(1, Int(Double(benchmark.count) * scale))
    let expected = benchmark.expectedChecksum(count)
    let clock = ContinuousClock()
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    for repetition in 0...repetitions {
      var checksum = 0
      let cpuStart = threadCPUNanoseconds()
      let elapsed = clock.measure { checksum = benchmark.run(count) }
      let cpu = threadCPUNanoseconds() - cpuStart
      guard checksum == expected else {
        throw .wrongChecksum(name: benchmark.name, expected: expected, actual: checksum)
      }
      // NB: repetition 0 is the warm-up: caches, page faults and lazy set-up are paid there.
      if repetition > 0 {
        samples.append(elapsed.nanoseconds / Double(count))
        cpuSamples.append(cpu / Double(count))
      }
    }
    return BenchmarkResult(
      name: benchmark.name, count: count, nanosecondsPerOperation: samples,
      cpuNanosecondsPerOperation: cpuSamples)
  }
}

/// The CPU time the calling thread has used: unlike wall time, it does not grow while other
/// processes have the machine's cores.
private func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Why a benchmark run stopped.
enum BenchmarkError: Error, CustomStringConvertible {
  /// A case returned another checksum than its operations must give: the engine is wrong.
  case wrongChecksum(name: String, expected: Int, actual: Int)
  /// The replay child process could not be run or failed.
  case childFailed(String)

  var description: String {
    switch self {
    case let .wrongChecksum(name, expected, actual):
      "error: '\(name)' returned checksum \(actual), expected \(expected): the engine is wrong"
    case let .childFailed(message):
      "error: \(message)"
    }
  }
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
