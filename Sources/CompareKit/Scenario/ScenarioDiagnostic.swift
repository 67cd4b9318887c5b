/// One error found in a scenario file, with the place it points at.
///
/// A diagnostic is data; `description` is the one place that renders it, in the form compilers
/// use so that editors and terminals can jump to the spot. Columns are 1-based and count
/// characters (`Character`, so a tab or an `é` counts 1). Errors about the file as a whole, such
/// as a missing file, have no line or column.
///
/// ```swift
/// let diagnostic = ScenarioDiagnostic(
///   file: "taps.txt", line: 3, column: 6,
///   message: "unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?"
/// )
/// print(diagnostic)
/// ```
///
/// ```text
/// taps.txt:3:6: error: unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?
/// ```
public struct ScenarioDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file name as shown to the user (`<stdin>` for standard input).
  public var file: String
  /// The 1-based line, or `nil` for an error about the whole file.
  public var line: Int?
  /// The 1-based column in characters, or `nil` for an error about the whole file.
  public var column: Int?
  /// What is wrong and what to do about it, lower-case, without a trailing period.
  public var message: String

  /// Creates a diagnostic that points at a line and column.
  ///
  /// Both numbers are 1-based; the column counts characters, not bytes.
  ///
  /// ```swift
  /// ScenarioDiagnostic(file: "a.txt", line: 1, column: 1, message: "unknown directive 'sned'")
  /// ```
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// Creates a diagnostic about a whole file, such as one that cannot be read.
  ///
  /// It renders without a line or column: `FILE: error: MESSAGE`.
  ///
  /// ```swift
  /// ScenarioDiagnostic(file: "gone.txt", message: "no such file")
  /// ```
  public init(file: String, message: String) {
    self.file = file
    self.line = nil
    self.column = nil
    self.message = message
  }

  /// The diagnostic as one line of text, `FILE:LINE:COLUMN: error: MESSAGE`.
  ///
  /// Errors about a whole file drop the line and column: `FILE: error: MESSAGE`. This is the
  /// only place a diagnostic becomes text; the file and the message are escaped with
  /// `Printable`, so neither can break the line or start a workflow command.
  ///
  /// ```swift
  /// FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  /// ```
  public var description: String {
    var location = Printable.name(file)
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): error: \(Printable.text(message))"
  }
}
