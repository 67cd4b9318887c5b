import Foundation
import Synchronization

/// A built executable, run as a user runs it: in a directory of scenario files, with standard
/// input, output and error captured and the exit code returned.
///
/// By default the testbed: the same entry point as `compare-cli` with the test pairs added,
/// which is what a user's own executable is; tests of the shipped product name `compare-cli`.
/// Executables sit beside the test bundle in `.build/<triple>/debug/`.
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
  /// The executable's name.
  let program: String

  /// The shipped executable.
  static let compareCLI = "compare-cli"
  /// The test executable: the built-in pairs and the test pairs.
  static let testbed = "compare-cli-testbed"

  /// Creates a fresh directory with the given files (name → contents).
  init(files: [String: String] = [:], program: String = Executable.testbed) throws {
    self.program = program
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, contents) in files {
      try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
    }
  }

  /// The variables compare-cli reads, which a test sets itself rather than inherit.
  static let controlledVariables = ["CI", "NO_COLOR", "TERM", "COLUMNS", "COMPARE_CLI_RECORD"]

  /// Runs the executable with `arguments` in the directory.
  ///
  /// The child inherits this process's environment (so `ASAN_OPTIONS`, `TSAN_OPTIONS` and the
  /// like reach it) except the variables compare-cli reads, which come from `environment` only.
  func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> Output {
    let process = Process()
    process.executableURL = try Self.path(of: program)
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

  /// `inherited` without the variables compare-cli reads, then `COMPARE_CLI_RECORD=never`
  /// (so a failing `check` writes nothing unless a test asks for a record mode), then
  /// `overrides`.
  static func childEnvironment(
    inherited: [String: String], overrides: [String: String]
  ) -> [String: String] {
    var environment = inherited
    for name in controlledVariables { environment[name] = nil }
    environment["COMPARE_CLI_RECORD"] = "never"
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

  /// The executable named `program` beside the running test bundle.
  static func path(of program: String) throws -> URL {
    let candidates = [
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
      URL(fileURLWithPath: CommandLine.arguments[0]),
    ]
    for candidate in candidates {
      var directory = candidate.deletingLastPathComponent()
      for _ in 0..<4 {
        let binary = directory.appendingPathComponent(program)
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
