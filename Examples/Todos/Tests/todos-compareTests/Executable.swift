import Foundation
import Synchronization

/// The built `todos-compare`, run as a user runs it: in a directory of scenario files, with
/// standard output and error captured and the exit code returned.
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

  /// Creates a fresh, empty directory.
  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("todos-compare-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Copies the example's scenario files (and their golden traces) into the directory.
  func copyScenarios(_ names: [String]) throws {
    for name in names {
      try FileManager.default.copyItem(
        at: Self.scenarios.appendingPathComponent(name),
        to: directory.appendingPathComponent(name))
    }
  }

  /// The contents of a file of the directory.
  func contents(of name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// Runs `todos-compare` with `arguments` in the directory, with an empty environment.
  func run(_ arguments: [String]) throws -> Output {
    let process = Process()
    process.executableURL = try Self.path()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = [:]
    let output = Pipe()
    let error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // NB: read both pipes to the end before waiting, so a large output cannot fill a pipe and
    // block the child; stderr is read on a second thread for the same reason.
    let errorData = ErrorReader(handle: error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errorData.finish(), as: UTF8.self))
  }

  /// Removes the directory.
  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The example's `scenarios` folder, found from this source file.
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenarios")

  /// The executable beside the running test bundle.
  static func path() throws -> URL {
    let candidates = [
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
      URL(fileURLWithPath: CommandLine.arguments[0]),
    ]
    for candidate in candidates {
      var directory = candidate.deletingLastPathComponent()
      for _ in 0..<4 {
        let binary = directory.appendingPathComponent("todos-compare")
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
