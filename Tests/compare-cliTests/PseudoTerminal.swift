import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal (`openpty`) to run an executable on, as a user's terminal: standard
/// input, output and error are its slave side, and the test reads and types on the master.
///
/// Reads block until the text waited for has arrived (a 30-second `poll` only guards against
/// a hang), so typing follows the prompt it answers and nothing depends on timing.
final class PseudoTerminal {
  private let master: Int32
  private let slave: Int32

  init() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    self.master = master
    self.slave = slave
  }

  deinit {
    close(master)
  }

  /// Starts `program` with `arguments` in the executable's directory, on the terminal.
  func run(
    _ program: URL, _ arguments: [String], in cli: Executable,
    environment: [String: String] = [:]
  ) throws -> Session {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = cli.directory
    process.environment = Executable.childEnvironment(
      inherited: ProcessInfo.processInfo.environment, overrides: environment)
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    // NB: once the child holds the only slave descriptors, its exit ends the master's reads.
    close(slave)
    return Session(process: process, master: master)
  }

  /// One program running on the terminal.
  final class Session {
    let process: Process
    private let master: Int32
    /// Everything the program wrote so far, `\r\n` read as `\n`.
    private(set) var transcript = ""
    private var consumed = 0

    init(process: Process, master: Int32) {
      self.process = process
      self.master = master
    }

    /// The exit code, once `finish()` returned.
    var code: Int32 { process.terminationStatus }

    /// Reads until `text` has been written after what was read before.
    func read(until text: String) throws {
      while true {
        let unread = transcript.dropFirst(consumed)
        if let range = unread.range(of: text) {
          consumed = transcript.distance(from: transcript.startIndex, to: range.upperBound)
          return
        }
        guard try readMore() else { throw POSIXError(.EIO) }
      }
    }

    /// Types `keys` on the terminal.
    func type(_ keys: String) throws {
      let bytes = Array(keys.utf8)
      guard write(master, bytes, bytes.count) == bytes.count else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    }

    /// Reads to the end, waits for the program and returns what came after the last read.
    func finish() throws -> String {
      while try readMore() {}
      process.waitUntilExit()
      return String(transcript.dropFirst(consumed))
    }

    /// One read; `false` at the end (the program closed the terminal).
    private func readMore() throws -> Bool {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 30_000) == 1 else { throw POSIXError(.ETIMEDOUT) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = Glibc.read(master, &buffer, buffer.count)
      guard count > 0 else { return false }
      transcript += String(decoding: buffer[..<count], as: UTF8.self)
        .replacingOccurrences(of: "\r\n", with: "\n")
      return true
    }
  }
}
