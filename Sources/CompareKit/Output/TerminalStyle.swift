/// ANSI styling that disappears when colour is off, so output code never branches on it.
///
/// ```swift
/// let style = TerminalStyle(enabled: context.usesColor(arguments))
/// out.write(style.red); out.write("FAIL"); out.write(style.reset)
/// ```
package struct TerminalStyle: Sendable {
  /// Whether escapes are written at all.
  package var enabled: Bool

  package init(enabled: Bool) {
    self.enabled = enabled
  }

  /// Bold, for headers.
  package var bold: String { enabled ? "\u{1B}[1m" : "" }
  /// Red, for differences and failures.
  package var red: String { enabled ? "\u{1B}[31m" : "" }
  /// Green, for passes.
  package var green: String { enabled ? "\u{1B}[32m" : "" }
  /// Back to plain text.
  package var reset: String { enabled ? "\u{1B}[0m" : "" }
}
