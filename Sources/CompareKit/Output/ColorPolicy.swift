/// Whether output is coloured: only on a terminal, never with `--no-color`, and never when the
/// `NO_COLOR` environment variable is set to anything non-empty (no-color.org).
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
  /// Whether `NO_COLOR` is set to a non-empty value.
  package var noColorEnvironment: Bool

  package init(isTerminal: Bool, noColorFlag: Bool, environment: [String: String]) {
    self.isTerminal = isTerminal
    self.noColorFlag = noColorFlag
    self.noColorEnvironment = !(environment["NO_COLOR"] ?? "").isEmpty
  }

  /// The decision.
  package var usesColor: Bool { isTerminal && !noColorFlag && !noColorEnvironment }
}
