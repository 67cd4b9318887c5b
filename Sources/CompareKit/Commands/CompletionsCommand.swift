/// `compare-cli completions bash|zsh|fish`: prints a completion script for the shell, which
/// completes commands, options, option values, feature names and scenario files.
///
/// ```text
/// $ eval "$(compare-cli completions bash)"
/// $ compare-cli run --compare <TAB>
/// emissions  steps      timeline
/// ```
package enum CompletionsCommand: CLICommand {
  package static let name = "completions"
  package static let abstract = "print a completion script for bash, zsh or fish"
  package static let operands = "bash|zsh|fish"
  package static let operandCompletion = OperandCompletion.words(CompletionSpec.shells)
  package static let options: [OptionSpec] = []
  package static let discussion = """
    The script completes the commands, each command's options and their values (--compare,
    --format, --engine, --record, --report KIND=PATH), the features of this program's pairs
    after 'fuzz', and scenario files (*.txt) and directories where a command takes them.

    bash:  eval "$(compare-cli completions bash)"       (in ~/.bashrc)
    zsh:   source <(compare-cli completions zsh)        (in ~/.zshrc, after compinit)
    fish:  compare-cli completions fish | source        (in ~/.config/fish/config.fish)
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard arguments.operands.count == 1, let shell = arguments.operands.first else {
      return context.usageError(
        UsageError(arguments.operands.isEmpty ? "missing SHELL: bash, zsh or fish"
          : "'completions' takes one SHELL"), for: self)
    }
    let spec = CompletionSpec(
      program: context.program, commands: CompareCLI.commands,
      features: context.catalog.pairs.map(\.name))
    switch shell {
    case "bash": context.stdout.write(spec.bash)
    case "zsh": context.stdout.write(spec.zsh)
    case "fish": context.stdout.write(spec.fish)
    default:
      var message = "unknown shell '\(shell)'; expected bash, zsh or fish"
      if let near = NameSuggestion.nearest(to: shell, among: CompletionSpec.shells) {
        message += "; did you mean '\(near)'?"
      }
      return context.usageError(UsageError(message), for: self)
    }
    return .success
  }
}
