#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker processes of `fuzz --jobs N`: this same executable run as `fuzz FEATURE
/// --compare LEVEL --worker`, one pipe each way, as libFuzzer's `-jobs` runs workers (TCA's
/// stores live on the main actor, so one process checks one scenario at a time).
///
/// A batch is cut into `N` contiguous chunks, one per worker; the answers come back in order,
/// so the campaign's result is the same as with one process.
///
/// ```swift
/// let workers = try FuzzWorkers(count: 2, arguments: ["fuzz", "async-counter", "--compare", "steps"])
/// let checks = workers.check(batch)
/// ```
final class FuzzWorkers {
  private struct Worker {
    var pid: pid_t
    var input: Int32
    var output: PipeLineReader
  }

  private var workers: [Worker] = []

  /// Starts `count` workers running this executable with `arguments` and `--worker`.
  init?(count: Int, arguments: [String]) {
    guard let executable = Self.executablePath() else { return nil }
    for _ in 0..<count {
      guard let worker = Self.spawn(executable, arguments + ["--worker"]) else {
        finish()
        return nil
      }
      workers.append(worker)
    }
  }

  deinit { finish() }

  /// Each scenario's answer, in order; `nil` when a worker failed.
  func check(_ scenarios: [[FuzzDirective]]) -> [FuzzCheck<DivergenceOrigin>]? {
    let size = (scenarios.count + workers.count - 1) / max(1, workers.count)
    var chunks: [ArraySlice<[FuzzDirective]>] = []
    var start = 0
    for _ in workers {
      let end = min(scenarios.count, start + size)
      chunks.append(scenarios[start..<end])
      start = end
    }
    for (worker, chunk) in zip(workers, chunks) {
      var text = "\(chunk.count)\n"
      for scenario in chunk { text += FuzzWire.encode(scenario) + "\n" }
      guard Self.writeAll(text, to: worker.input) else { return nil }
    }
    var checks: [FuzzCheck<DivergenceOrigin>] = []
    checks.reserveCapacity(scenarios.count)
    for index in workers.indices {
      for _ in chunks[index] {
        guard let line = workers[index].output.nextLine(), let check = FuzzWire.decodeCheck(line)
        else { return nil }
        checks.append(check)
      }
    }
    return checks
  }

  /// Closes the pipes and waits for every worker.
  func finish() {
    for worker in workers {
      close(worker.input)
      close(worker.output.descriptor)
      var status: Int32 = 0
      waitpid(worker.pid, &status, 0)
    }
    workers = []
  }

  // MARK: - The worker's side

  /// Reads batches from standard input and answers each on standard output until it ends.
  @MainActor
  static func serve(_ oracle: inout ReplayOracle) -> ExitCode {
    var input = PipeLineReader(descriptor: 0)
    while let header = input.nextLine() {
      guard let count = Int(header) else { return .usage }
      var text = ""
      for _ in 0..<count {
        guard let line = input.nextLine(), let scenario = FuzzWire.decodeScenario(line) else {
          return .usage
        }
        var coverage = FuzzCoverage()
        let origin = oracle.check(scenario, coverage: &coverage)
        text += FuzzWire.encode(FuzzCheck(origin: origin, coverage: coverage)) + "\n"
      }
      guard writeAll(text, to: 1) else { return .usage }
    }
    return .success
  }

  // MARK: - Processes

  private static func executablePath() -> String? {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      var size: UInt32 = 4096
      var buffer = [CChar](repeating: 0, count: Int(size))
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #endif
  }

  private static func spawn(_ executable: String, _ arguments: [String]) -> Worker? {
    var toWorker: [Int32] = [0, 0]
    var fromWorker: [Int32] = [0, 0]
    guard pipe(&toWorker) == 0 else { return nil }
    guard pipe(&fromWorker) == 0 else {
      close(toWorker[0])
      close(toWorker[1])
      return nil
    }
    // NB: this process's ends are closed on exec, or the next worker would inherit them and
    // keep this one's input open after `finish()` closed it.
    _ = fcntl(toWorker[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fromWorker[0], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toWorker[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 1)
    for descriptor in [toWorker[0], toWorker[1], fromWorker[0], fromWorker[1]] {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var pid = pid_t()
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(toWorker[0])
    close(fromWorker[1])
    guard spawned == 0 else {
      close(toWorker[1])
      close(fromWorker[0])
      return nil
    }
    return Worker(pid: pid, input: toWorker[1], output: PipeLineReader(descriptor: fromWorker[0]))
  }

  private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}

/// Reads lines from a file descriptor, buffered.
struct PipeLineReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line without its newline, or `nil` at the end of input.
  mutating func nextLine() -> Substring? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        let line = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        return line[...]
      }
      if start > 0 {
        buffer.removeSubrange(..<start)
        start = 0
      }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[..<count]
    }
  }
}
