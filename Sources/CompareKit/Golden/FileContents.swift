#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files as bytes, with errors that name the path and the system's reason.
///
/// ```swift
/// let bytes = try FileContents.load("scenarios/counter/basic.trace")
/// ```
package enum FileContents {
  /// The bytes of the regular file at `path`, at most `InputFile.traceLimit` of them.
  ///
  /// - Throws: `FileError` with `operation == .read`; a FIFO, a device or a file too large is
  ///   refused at once, with a `reason`.
  package static func load(_ path: String) throws(FileError) -> [UInt8] {
    switch InputFile.read(path, limit: InputFile.traceLimit) {
    case .success(let bytes): return bytes
    case .failure(.system(let code)): throw FileError(.read, path: path, code: code)
    case .failure(let failure): throw FileError(.read, path: path, reason: failure.reason)
    }
  }

  /// Whether something (a file, a directory, anything) exists at `path`.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }
}
