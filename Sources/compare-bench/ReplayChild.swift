import Foundation

/// Measures the whole replay in a child process of its own, so that its peak resident memory
/// is the replay's alone and not the benchmark's other cases'.
enum ReplayChild {
  /// What the child reported: wall seconds for the replay, and the child's peak memory.
  struct Measurement {
    var steps: Int
    var seconds: Double
    var peakBytes: Int
  }

  /// Runs `compare-bench --child replay` and reads its peak resident memory from the kernel.
  static func measure(scale: Double) throws(BenchmarkError) -> Measurement {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--child", "replay", "--scale", String(scale)]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
      throw .childFailed("could not start the replay child process: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let seconds = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw .childFailed("the replay child process failed (status \(process.terminationStatus))")
    }
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    // NB: Linux reports ru_maxrss in KiB.
    return Measurement(
      steps: steps(scale), seconds: seconds, peakBytes: usage.ru_maxrss * 1024)
  }

  /// The replay's steps at `scale`.
  static func steps(_ scale: Double) -> Int { max(1, Int(1_000_000 * scale)) }

  /// The child's side: runs the named workload once and prints its wall seconds.
  static func run(_ name: String, scale: Double) throws(BenchmarkError) {
    guard name == "replay" else { throw .childFailed("unknown child workload '\(name)'") }
    let steps = steps(scale)
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure { checksum = ReplayWorkload.replayDashboard(steps: steps) }
    guard checksum == steps else {
      throw .wrongChecksum(name: "replay child", expected: steps, actual: checksum)
    }
    print(fixed(elapsed.nanoseconds / 1e9, 3))
  }
}
