/// Whether output is coloured: only on a terminal, never with `--no-color`, never when the
/// `NO_COLOR` environment variable is set to anything non-empty (no-color.org), and never when
/// `TERM` is `dumb` (a terminal that understands no escapes, such as an editor's shell buffer).
///
/// ```swift
/// ColorPolicy(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1"]).usesColor
/// // false
/// ```
package struct ColorPolicy: Equatable, Sendable {
  /// Whether standard output is a terminal.
  package var isTerminal: Bool
  /// Whether `--no-color` was given.
  package var noColorFlag: Bool
  /// Whether `NO_COLOR` is set to a non-empty value, or `TERM` is `dumb`.
  package var noColorEnvironment: Bool

  package init(isTerminal: Bool, noColorFlag: Bool, environment: [String: String]) {
    self.isTerminal = isTerminal
    self.noColorFlag = noColorFlag
    self.noColorEnvironment =
      !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
  }

  /// The decision.
  package var usesColor: Bool { isTerminal && !noColorFlag && !noColorEnvironment }
}
