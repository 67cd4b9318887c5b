/// One significant token of Swift source: its kind and the bytes it covers.
///
/// Whitespace and comments are not tokens: they are the bytes between tokens, so a rewrite
/// that replaces token ranges leaves every other byte (comments included) as it was.
package struct Token: Sendable, Equatable {
  /// What the scanner saw.
  package enum Kind: Sendable, Equatable {
    /// A name or keyword, `` `backticked` `` included.
    case identifier
    /// An integer or floating-point literal.
    case number
    /// A whole string literal, interpolations and raw delimiters included.
    case string
    /// `#` and the name after it: `#if`, `#endif`, `#Preview`.
    case pound
    /// `@` and the name after it: `@Reducer`, `@MainActor` (arguments are separate tokens).
    case attribute
    /// One of `{ } ( ) [ ] , : ; .`
    case punctuation
    /// A run of operator characters, `<`, `>` and `->` included.
    case `operator`
  }

  /// What the scanner saw.
  package var kind: Kind
  /// The first byte's offset.
  package var start: Int
  /// One past the last byte's offset.
  package var end: Int
  /// Whether whitespace or a comment comes right before it.
  package var hasLeadingTrivia: Bool
}

/// A line and column in a source file, both counted from 1, the column in bytes.
package struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in UTF-8 bytes.
  package var column: Int

  package var description: String { "\(line):\(column)" }
}
