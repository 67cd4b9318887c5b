#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of one scenario file, with the name diagnostics show for it.
///
/// `read(_:)` loads a path, or standard input for `-`, and turns every failure (a missing file,
/// a directory, no permission) into a `ScenarioError` whose one diagnostic has the form
/// `FILE: error: MESSAGE`, ready to print.
///
/// ```swift
/// let source = try ScenarioSource.read("taps.txt")
/// let scenario = try ScenarioParser(catalog: catalog).parse(source)
/// ```
package struct ScenarioSource: Sendable, Equatable {
  /// The name diagnostics show: the path as given, or `<stdin>` for `-`.
  package var file: String
  /// The file's raw bytes, not yet checked for UTF-8.
  package var bytes: [UInt8]

  /// Creates a source from bytes already in memory.
  ///
  /// Use it for text that does not come from a file, such as a test's input.
  ///
  /// ```swift
  /// let source = ScenarioSource(file: "inline.txt", bytes: Array("send increment\n".utf8))
  /// ```
  package init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }

  /// Reads a scenario file, or standard input when `path` is `-`.
  ///
  /// Standard input is named `<stdin>` in diagnostics. A directory, a missing file or one
  /// without read permission throws a `ScenarioError` with one whole-file diagnostic.
  ///
  /// ```swift
  /// let source = try ScenarioSource.read("-")  // source.file == "<stdin>"
  /// ```
  package static func read(_ path: String) throws(ScenarioError) -> ScenarioSource {
    if path == "-" { return try read(descriptor: 0, file: "<stdin>") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno: errno) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, file: path)
  }

  /// Reads an open file descriptor to its end, without closing it.
  ///
  /// `read(_:)` uses it for files and standard input; it is exposed for pipes and tests.
  ///
  /// ```swift
  /// let source = try ScenarioSource.read(descriptor: pipeReadEnd, file: "<pipe>")
  /// ```
  package static func read(descriptor: Int32, file: String) throws(ScenarioError) -> ScenarioSource
  {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(file, errno: errno) }
    if status.st_mode & S_IFMT == S_IFDIR { throw failure(file, errno: EISDIR) }

    var bytes: [UInt8] = []
    if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
      bytes.reserveCapacity(Int(status.st_size))
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return ScenarioSource(file: file, bytes: bytes)
      } else if errno != EINTR {
        throw failure(file, errno: errno)
      }
    }
  }

  // MARK: - Failures

  private static func failure(_ file: String, errno code: Int32) -> ScenarioError {
    let message: String
    switch code {
    case ENOENT: message = "no such file; check the path"
    case ENOTDIR: message = "no such file; a part of the path is not a directory"
    case EISDIR: message = "is a directory; give a scenario file (*.txt)"
    case EACCES, EPERM: message = "permission denied; the file must be readable"
    case ENAMETOOLONG: message = "the path is too long"
    case ELOOP: message = "too many symbolic links in the path"
    default: message = "cannot read the file (\(Self.describe(code)))"
    }
    return ScenarioError(diagnostics: [ScenarioDiagnostic(file: file, message: message)])
  }

  private static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    let description = String(cString: text)
    return description.prefix(1).lowercased() + description.dropFirst()
  }
}

// NB: `ScenarioSource` has static methods named `read`; the C function is reached through this
// namespace so the call is never resolved to our own overloads.
private enum Glue {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
