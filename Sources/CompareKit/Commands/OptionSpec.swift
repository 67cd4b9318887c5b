/// One option a command accepts, for parsing, suggestions and `--help`.
///
/// ```swift
/// OptionSpec("--format", value: "text|json", allowed: ["text", "json"],
///            help: "text (default) or JSON Lines")
/// ```
package struct OptionSpec: Sendable {
  /// The spelling, with its dashes: `--format`.
  package var name: String
  /// The placeholder of its value in help (`text|json`), or `nil` for a flag.
  package var valueName: String?
  /// The values it accepts, or `nil` for any value.
  package var allowed: [String]?
  /// Whether it may be given more than once.
  package var repeatable: Bool
  /// Whether the command needs it (shown without brackets in the usage line).
  package var isRequired: Bool
  /// One line of help.
  package var help: String

  package init(
    _ name: String, value valueName: String? = nil, allowed: [String]? = nil,
    repeatable: Bool = false, isRequired: Bool = false, help: String
  ) {
    self.name = name
    self.valueName = valueName
    self.allowed = allowed
    self.repeatable = repeatable
    self.isRequired = isRequired
    self.help = help
  }

  // MARK: - Common options

  /// `--format text|json`.
  package static let format = OptionSpec(
    "--format", value: "text|json", allowed: ["text", "json"],
    help: "text (the default) or json (JSON Lines, one object a line)")
  /// `--compare steps|timeline|emissions`.
  package static let compare = OptionSpec(
    "--compare", value: "steps|timeline|emissions",
    allowed: ComparisonLevel.allCases.map(\.rawValue),
    help: "what must agree (default: steps)")
  /// `--no-color`.
  package static let noColor = OptionSpec(
    "--no-color", help: "no colour (it is used only on a terminal, never with NO_COLOR)")
  /// `--help` (also `-h`).
  package static let help = OptionSpec("--help", help: "show this help")
  /// `--version`.
  package static let version = OptionSpec("--version", help: "print the version")
}
