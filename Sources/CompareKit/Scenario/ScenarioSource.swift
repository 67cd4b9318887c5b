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
  /// Standard input is named `<stdin>` in diagnostics; a path is named as given, with control
  /// characters escaped (`Printable.name`). Only a regular file or standard input is read, at
  /// most `InputFile.scenarioLimit` bytes: a directory, a FIFO, a device, a missing file, one
  /// without read permission or one too large throws a `ScenarioError` with one whole-file
  /// diagnostic, at once.
  ///
  /// ```swift
  /// let source = try ScenarioSource.read("-")  // source.file == "<stdin>"
  /// ```
  package static func read(_ path: String) throws(ScenarioError) -> ScenarioSource {
    if path == "-" { return try read(descriptor: 0, file: "<stdin>") }
    let file = Printable.name(path)
    switch InputFile.read(path, limit: InputFile.scenarioLimit) {
    case .success(let bytes): return ScenarioSource(file: file, bytes: bytes)
    case .failure(let failure): throw Self.failure(file, failure)
    }
  }

  /// Reads an open file descriptor to its end, without closing it.
  ///
  /// `read(_:)` uses it for standard input; it is exposed for pipes and tests.
  ///
  /// ```swift
  /// let source = try ScenarioSource.read(descriptor: pipeReadEnd, file: "<pipe>")
  /// ```
  package static func read(descriptor: Int32, file: String) throws(ScenarioError) -> ScenarioSource
  {
    switch InputFile.read(descriptor: descriptor, limit: InputFile.scenarioLimit) {
    case .success(let bytes): return ScenarioSource(file: file, bytes: bytes)
    case .failure(let failure): throw Self.failure(file, failure)
    }
  }

  // MARK: - Failures

  private static func failure(_ file: String, _ failure: InputFile.Failure) -> ScenarioError {
    guard case .system(let code) = failure else {
      return ScenarioError(diagnostics: [ScenarioDiagnostic(file: file, message: failure.reason)])
    }
    return Self.failure(file, errno: code)
  }

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
