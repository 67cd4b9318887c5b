/// What a shell completes after each command of the program, read from the commands
/// themselves (`CLICommand.options`, `operandCompletion`) and the program's pairs, so a
/// completion script can never offer an option the program refuses.
struct CompletionSpec {
  /// One command: its name, its one-line help, its options and its operands.
  struct Command {
    var name: String
    var abstract: String
    var options: [Option]
    var operands: OperandCompletion
  }

  /// One option and what its value completes to.
  struct Option {
    var name: String
    var value: Value
  }

  /// What an option's value completes to.
  enum Value: Equatable {
    /// A flag: no value.
    case none
    /// One of these words.
    case words([String])
    /// A file path.
    case files
    /// A directory path.
    case directories
    /// `--report`: a kind (`junit=`, `tap`, `tap=`, …), then a file path after `=`.
    case report([String])
    /// Anything (a number, a duration): nothing to offer.
    case any
  }

  /// The program's name as the shell sees it (the completion is registered for it).
  var program: String
  /// The commands, in `--help` order.
  var commands: [Command]
  /// The names of the program's features, for `fuzz FEATURE`.
  var features: [String]

  /// The shells `completions` writes a script for.
  static let shells = ["bash", "zsh", "fish"]

  /// The options every command takes.
  static let common = ["--help", "--version"]

  init(program: String, commands: [any CLICommand.Type], features: [String]) {
    self.program = program
    self.features = features
    self.commands = commands.map { command in
      Command(
        name: command.name, abstract: command.abstract,
        options: (command.options + [.help, .version]).map { option in
          Option(name: option.name, value: Self.value(of: option))
        },
        operands: command.operandCompletion)
    }
  }

  /// A name safe in a shell function's name: `todos-compare` → `todos_compare`.
  var functionName: String {
    String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  private static func value(of option: OptionSpec) -> Value {
    guard let valueName = option.valueName else { return .none }
    if option.name == OptionSpec.report.name { return .report(ReportRequest.completions) }
    if let allowed = option.allowed { return .words(allowed) }
    if valueName.contains("DIR") { return .directories }
    if valueName.contains("PATH") || valueName.contains("FILE") { return .files }
    return .any
  }
}

/// What a command's operands complete to.
package enum OperandCompletion: Sendable {
  /// Nothing.
  case none
  /// Scenario files (`*.txt`) and directories.
  case scenarios
  /// Directories.
  case directories
  /// Any file.
  case files
  /// The program's feature names.
  case features
  /// These words.
  case words([String])
}

extension CLICommand {
  /// Any file, unless the command says otherwise.
  package static var operandCompletion: OperandCompletion { .files }
}

extension ReportRequest {
  /// What `--report` completes to before a path.
  static let completions = ["junit=", "tap", "tap=", "github", "github=", "html="]
}
