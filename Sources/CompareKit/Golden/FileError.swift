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
  /// The `errno` value.
  package var code: Int32

  /// Creates the error of `operation` on `path` failing with `errno` value `code`.
  package init(_ operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// `cannot OPERATION PATH: REASON`.
  package var description: String {
    "cannot \(operation.rawValue) \(path): \(String(cString: strerror(code)))"
  }
}
