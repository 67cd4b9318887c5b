/// The timings of one case over several repetitions.
struct BenchmarkResult {
  /// The case's name.
  var name: String
  /// Operations per repetition.
  var count: Int
  /// Nanoseconds per operation, one entry per repetition, sorted ascending.
  var nanosecondsPerOperation: [Double]

  /// CPU nanoseconds of the measuring thread per operation, one entry per repetition, sorted.
  var cpuNanosecondsPerOperation: [Double]

  init(
    name: String, count: Int, nanosecondsPerOperation: [Double],
    cpuNanosecondsPerOperation: [Double] = []
  ) {
    self.name = name
    self.count = count
    self.nanosecondsPerOperation = nanosecondsPerOperation.sorted()
    self.cpuNanosecondsPerOperation = cpuNanosecondsPerOperation.sorted()
  }

  /// The median CPU time per operation (0 when it was not measured).
  var cpuMedian: Double {
    let values = cpuNanosecondsPerOperation
    guard !values.isEmpty else { return 0 }
    let middle = values.count / 2
    return values.count.isMultiple(of: 2)
      ? (values[middle - 1] + values[middle]) / 2 : values[middle]
  }

  /// The median of the repetitions.
  var median: Double {
    let values = nanosecondsPerOperation
    guard !values.isEmpty else { return 0 }
    let middle = values.count / 2
    return values.count.isMultiple(of: 2)
      ? (values[middle - 1] + values[middle]) / 2 : values[middle]
  }

  /// The spread of the repetitions, (max − min) / median, as a fraction.
  var spread: Double {
    guard let low = nanosecondsPerOperation.first, let high = nanosecondsPerOperation.last,
      median > 0
    else { return 0 }
    return (high - low) / median
  }
}
