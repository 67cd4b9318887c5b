/// One word of a scenario line: a bare word or a double-quoted string, as a byte range.
///
/// Tokens never own bytes; they point into the file's buffer so that scanning a line
/// allocates nothing.
struct ScenarioToken {
  /// How a token was written.
  enum Kind {
    /// A word that runs until a space, a tab, `#`, `"` or the end of the line.
    case bare
    /// A string with its closing quote; the range includes both quotes.
    case string
    /// A string that reaches the end of the line without a closing quote.
    case unterminatedString
  }

  /// The offset of the token's first byte in the file.
  var start: Int
  /// The offset just past the token's last byte.
  var end: Int
  /// How the token was written.
  var kind: Kind

  /// The number of bytes the token spans.
  var count: Int { end - start }
}
