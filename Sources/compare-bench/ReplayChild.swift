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

  /// Runs `compare-bench --child replay` and reads that child's peak resident memory.
  ///
  /// NB: `posix_spawn` and `wait4`, not `Process` and `getrusage(RUSAGE_CHILDREN)`: under
  /// `swift run` this process is what the build tool exec'd into, and the children's figure
  /// would include the compiler's peak from the build that came before.
  static func measure(scale: Double) throws(BenchmarkError) -> Measurement {
    let executable = "/proc/self/exe"
    let arguments = ["compare-bench", "--child", "replay", "--scale", String(scale)]
    var pipe: [Int32] = [0, 0]
    guard pipe.withUnsafeMutableBufferPointer({ Glibc.pipe($0.baseAddress!) }) == 0 else {
      throw .childFailed("could not create a pipe for the replay child process")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    var pid = pid_t()
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(pipe[1])
    guard spawned == 0 else {
      close(pipe[0])
      throw .childFailed("could not start the replay child process (error \(spawned))")
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      output += chunk[..<count]
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0,
      let seconds = Double(
        String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw .childFailed("the replay child process failed (wait status \(status))")
    }
    // NB: Linux reports ru_maxrss in KiB.
    return Measurement(
      steps: steps(scale), seconds: seconds, peakBytes: usage.ru_maxrss * 1024)
  }

  /// The replay's steps at `scale`.
  static func steps(_ scale: Double) -> Int { max(1, Int(1_000_000 * scale)) }

  /// The child's side: runs the named workload once and prints its wall seconds.
  ///
  /// `replay` is the dashboard's; `replay-wide` the ten-field state's, to profile on its own
  /// (`valgrind --tool=callgrind compare-bench --child replay-wide --scale 0.05`).
  @MainActor
  static func run(_ name: String, scale: Double) throws(BenchmarkError) {
    let workload: (Int) -> Int
    switch name {
    case "replay": workload = ReplayWorkload.replayDashboard
    case "replay-wide":
      workload = { ReplayWorkload.replay(feature: "wide", pairs: [.wide], steps: $0) }
    default: throw .childFailed("unknown child workload '\(name)'")
    }
    let steps = steps(scale)
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure { checksum = workload(steps) }
    guard checksum == steps else {
      throw .wrongChecksum(name: "replay child", expected: steps, actual: checksum)
    }
    print(fixed(elapsed.nanoseconds / 1e9, 3))
  }
}
