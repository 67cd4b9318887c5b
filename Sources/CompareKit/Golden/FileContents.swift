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
  /// The bytes of the file at `path`.
  ///
  /// - Throws: `FileError` with `operation == .read`.
  package static func load(_ path: String) throws(FileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(.read, path: path, code: errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }

  /// Whether something (a file, a directory, anything) exists at `path`.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }
}
