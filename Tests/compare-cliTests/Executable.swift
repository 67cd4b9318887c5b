import Foundation
import Synchronization

/// The built `compare-cli`, run as a user runs it: in a directory of scenario files, with
/// standard input, output and error captured and the exit code returned.
///
/// The executable sits beside the test bundle in `.build/<triple>/debug/`.
struct Executable {
  /// What one run produced.
  struct Output: Equatable, CustomStringConvertible {
    var code: Int32
    var out: String
    var err: String

    var description: String { "exit \(code)\n--- stdout\n\(out)--- stderr\n\(err)" }
  }

  /// A temporary directory holding the scenario files of one test.
  let directory: URL

  /// Creates a fresh directory with the given files (name → contents).
  init(files: [String: String] = [:]) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, contents) in files {
      try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
    }
  }

  /// The variables compare-cli reads, which a test sets itself rather than inherit.
  static let controlledVariables = ["CI", "NO_COLOR", "TERM", "COMPARE_CLI_TEST_FEATURES"]

  /// Runs `compare-cli` with `arguments` in the directory; the test features are on unless
  /// `environment` says otherwise.
  ///
  /// The child inherits this process's environment (so `ASAN_OPTIONS`, `TSAN_OPTIONS` and the
  /// like reach it) except the variables compare-cli reads, which come from `environment` only.
  func run(
    _ arguments: [String], stdin: String = "",
    environment: [String: String] = ["COMPARE_CLI_TEST_FEATURES": "1"]
  ) throws -> Output {
    let process = Process()
    process.executableURL = try Self.path()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = Self.childEnvironment(
      inherited: ProcessInfo.processInfo.environment, overrides: environment)
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    // NB: read both pipes to the end before waiting, so a large output cannot fill a pipe and
    // block the child; stderr is read on a second thread for the same reason.
    let errorData = ErrorReader(handle: error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errorData.finish(), as: UTF8.self))
  }

  /// `inherited` without the variables compare-cli reads, then `overrides`.
  static func childEnvironment(
    inherited: [String: String], overrides: [String: String]
  ) -> [String: String] {
    var environment = inherited
    for name in controlledVariables { environment[name] = nil }
    return environment.merging(overrides) { $1 }
  }

  /// Writes raw bytes into a file of the directory.
  func write(_ name: String, bytes: [UInt8]) throws {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
  }

  /// Creates a subdirectory.
  func makeDirectory(_ name: String) throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
  }

  /// Removes the directory.
  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The executable beside the running test bundle.
  static func path() throws -> URL {
    let candidates = [
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
      URL(fileURLWithPath: CommandLine.arguments[0]),
    ]
    for candidate in candidates {
      var directory = candidate.deletingLastPathComponent()
      for _ in 0..<4 {
        let binary = directory.appendingPathComponent("compare-cli")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        directory = directory.deletingLastPathComponent()
      }
    }
    throw CocoaError(.fileNoSuchFile)
  }
}

/// Reads a pipe to its end on its own thread.
private final class ErrorReader: Sendable {
  private let data = Mutex(Data())
  private let done = DispatchSemaphore(value: 0)

  init(handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let bytes = handle.readDataToEndOfFile()
      data.withLock { $0 = bytes }
      done.signal()
    }
  }

  func finish() -> Data {
    done.wait()
    return data.withLock { $0 }
  }
}
