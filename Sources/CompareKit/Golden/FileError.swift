#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: what was being done, to which path, and the system's reason.
///
/// The message names the path and carries `strerror`'s text, so a user can act on it without
/// guessing which of several files went wrong.
///
/// ```swift
/// FileError(.write, path: "scenarios/x.trace", code: EACCES).description
/// ```
///
/// ```text
/// cannot write scenarios/x.trace: Permission denied
/// ```
package struct FileError: Error, Equatable, CustomStringConvertible {
  /// What was being done when the operation failed.
  package enum Operation: String, Sendable {
    /// Reading a file.
    case read
    /// Writing a file (creating, filling, syncing or renaming its temporary).
    case write
    /// Listing a directory.
    case list
  }

  /// What was being done.
  package var operation: Operation
  /// The path as the user gave it.
  package var path: String
  /// The `errno` value, or 0 when `reason` says what is wrong.
  package var code: Int32
  /// Our own reason, for a failure the system did not report (a FIFO, a file too large).
  package var reason: String?

  /// Creates the error of `operation` on `path` failing with `errno` value `code`.
  package init(_ operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
    self.reason = nil
  }

  /// Creates the error of `operation` on `path` for a reason of our own.
  package init(_ operation: Operation, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.code = 0
    self.reason = reason
  }

  /// `cannot OPERATION PATH: REASON`, the path escaped with `Printable.name`.
  package var description: String {
    let because =
      reason
      ?? (code == EILSEQ
        ? "the name is not valid UTF-8; rename it" : String(cString: strerror(code)))
    return "cannot \(operation.rawValue) \(Printable.name(path)): \(because)"
  }
}
