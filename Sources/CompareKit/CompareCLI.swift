/// The `compare-cli` program: dispatches a command line to its command and returns the exit code.
///
/// The executable only calls `main(arguments:environment:stdout:stderr:)` with the process's
/// arguments and streams; tests call it with memory buffers. Commands are one table, so adding
/// one is one line.
///
/// ```swift
/// let code = CompareCLI.main(
///   arguments: ["run", "scenarios/counter/basic.txt"], environment: [:],
///   stdout: .standardOutput(), stderr: .standardError())
/// ```
package enum CompareCLI {
  /// The version `--version` prints.
  package static let version = "0.1.0"

  /// Every command, in the order `--help` lists them.
  package static let commands: [any CLICommand.Type] = [
    RunCommand.self,
    TraceCommand.self,
    ListCommand.self,
    RecordCommand.self,
    CheckCommand.self,
  ]

  /// Runs one command line (without the program name) and returns its exit code; both buffers
  /// are flushed before returning.
  package static func main(
    arguments: [String], environment: [String: String],
    stdout: OutputBuffer, stderr: OutputBuffer
  ) -> Int32 {
    let context = CommandContext(environment: environment, stdout: stdout, stderr: stderr)
    let code = dispatch(arguments, context)
    stdout.flush()
    stderr.flush()
    return code.rawValue
  }

  private static func dispatch(_ arguments: [String], _ context: CommandContext) -> ExitCode {
    guard let first = arguments.first else {
      return usageError(
        UsageError("missing command"), usage: usage, help: "compare-cli --help",
        context)
    }
    switch first {
    case "--help", "-h", "help":
      if first == "help", arguments.count > 1 {
        return dispatch([arguments[1], "--help"], context)
      }
      context.stdout.write(helpText)
      return .success
    case "--version":
      context.stdout.write("compare-cli \(version)\n")
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let names = commands.map { $0.name }
      var message =
        first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      if let near = nearestName(
        to: first, in: first.hasPrefix("-") ? ["--help", "--version"] : names)
      {
        message += "; did you mean '\(near)'?"
      }
      return usageError(UsageError(message), usage: usage, help: "compare-cli --help", context)
    }
    return run(command, Array(arguments.dropFirst()), context)
  }

  private static func run(
    _ command: any CLICommand.Type, _ arguments: [String], _ context: CommandContext
  ) -> ExitCode {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: command.options + [.help, .version])
    } catch {
      return usageError(
        error, usage: command.usage, help: "compare-cli \(command.name) --help",
        context)
    }
    if parsed.has(OptionSpec.help.name) {
      context.stdout.write(command.helpText)
      return .success
    }
    if parsed.has(OptionSpec.version.name) {
      context.stdout.write("compare-cli \(version)\n")
      return .success
    }
    return command.run(parsed, in: context)
  }

  /// Reports a usage error on standard error: the message, the usage line and where help is.
  package static func usageError(
    _ error: UsageError, usage: String, help: String, _ context: CommandContext
  ) -> ExitCode {
    context.stderr.write("error: \(Printable.text(error.message))\n\(usage)\nsee '\(help)'\n")
    return .usage
  }

  // MARK: - Help

  private static let usage = "usage: compare-cli COMMAND [OPTION]... [FILE]..."

  private static var helpText: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    var text = """
      \(usage)

      Replays scenario files through a small, faithful The Composable Architecture engine and a
      small, faithful ReactorKit engine, each on its own virtual clock, and compares their states.

      commands:

      """
    for command in commands {
      let padding = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(padding)  \(command.abstract)\n"
    }
    text += """

      options:
        --help     show this help; 'compare-cli COMMAND --help' shows a command's
        --version  print the version

      exit codes:
        0  every file ran, the engines agree at the chosen level and every expect holds
        1  a divergence, a failed expect, or a golden trace that does not match
        2  a usage, parse or input/output error

      """
    return text
  }
}
