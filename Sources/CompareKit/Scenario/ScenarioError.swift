/// Everything wrong with one scenario file, in line order, like a compiler's error list.
///
/// A file with an error runs nothing, so the parser reads the whole file and reports every
/// error it finds before giving up. Reading a file that does not exist or cannot be read also
/// throws a `ScenarioError`, with a single diagnostic about the whole file.
///
/// ```swift
/// do {
///   let scenario = try parser.parse(source)
/// } catch {
///   print(error)  // one `FILE:LINE:COLUMN: error: MESSAGE` line per diagnostic
/// }
/// ```
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The errors, in line order and, within a line, in column order. Never empty.
  public var diagnostics: [ScenarioDiagnostic]

  /// Creates an error from its diagnostics.
  ///
  /// The diagnostics are kept in the order given; the parser gives them in line order.
  ///
  /// ```swift
  /// ScenarioError(diagnostics: [ScenarioDiagnostic(file: "-", message: "no such file")])
  /// ```
  public init(diagnostics: [ScenarioDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics rendered one a line, without a trailing newline.
  ///
  /// Each line has the form `FILE:LINE:COLUMN: error: MESSAGE`.
  ///
  /// ```text
  /// taps.txt:2:1: error: unknown directive 'sned'; did you mean 'send'?
  /// taps.txt:5:16: error: 'x0' is out of range; repeat counts go from x1 to x1000000
  /// ```
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
