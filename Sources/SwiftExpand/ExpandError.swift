/// Why `expand` refused a file: a construct it does not understand, at a line and column.
///
/// Rendered once, as the compiler renders its own: `path:line:column: error: message`.
///
/// ```text
/// Feature.swift:12:5: error: unterminated string literal
/// ```
package struct ExpandError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file, as given on the command line.
  package var file: String
  /// Where the construct starts.
  package var location: SourceLocation
  /// What was not understood.
  package var message: String

  package init(file: String, location: SourceLocation, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  package var description: String { "\(file):\(location): error: \(message)" }
}
