/// A `compare-cli` subcommand: its name, its help and how it runs.
///
/// `CompareCLI` parses the arguments against `options`, answers `--help` and `--version`
/// itself, and calls `run(_:in:)` with the rest. Adding a command is one type and one line in
/// `CompareCLI.commands`.
///
/// ```swift
/// enum ListCommand: CLICommand {
///   static let name = "list"
///   static let abstract = "features, their actions and fields"
///   …
/// }
/// ```
package protocol CLICommand: Sendable {
  /// The word after `compare-cli`.
  static var name: String { get }
  /// One line for the command list of `compare-cli --help`.
  static var abstract: String { get }
  /// The operands part of the usage line, e.g. `FILE...`.
  static var operands: String { get }
  /// The options the command accepts, beyond `--help` and `--version`.
  static var options: [OptionSpec] { get }
  /// The paragraphs of `--help` after the usage line.
  static var discussion: String { get }
  /// What a shell completes the operands to (any file unless a command says otherwise).
  static var operandCompletion: OperandCompletion { get }
  /// Runs the command, on the main actor, where TCA's stores live.
  @MainActor static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode
}

extension CLICommand {
  /// `usage: compare-cli NAME [OPTION]... OPERANDS`.
  package static var usage: String { usage(program: "compare-cli") }

  /// `usage: PROGRAM NAME [OPTION]... OPERANDS`, for the program as invoked.
  package static func usage(program: String) -> String {
    var text = "usage: \(program) \(name)"
    for option in options {
      let spelling = option.valueName.map { "\(option.name) \($0)" } ?? option.name
      text += option.isRequired ? " \(spelling)" : " [\(spelling)]"
    }
    if !operands.isEmpty { text += " \(operands)" }
    return text
  }

  /// The full text of `compare-cli NAME --help`.
  package static var helpText: String { helpText(program: "compare-cli") }

  /// The full text of `PROGRAM NAME --help`.
  package static func helpText(program: String) -> String {
    var text =
      "\(usage(program: program))\n\n\(abstract.prefix(1).uppercased())\(abstract.dropFirst()).\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    text += "\noptions:\n"
    let all = options + [.help, .version]
    let labels = all.map { option in option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
    let width = labels.map(\.count).max() ?? 0
    for (option, label) in zip(all, labels) {
      text += "  \(label)\(String(repeating: " ", count: width - label.count))  \(option.help)\n"
    }
    return text
  }
}
