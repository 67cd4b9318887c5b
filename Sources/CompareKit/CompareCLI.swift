/// The `compare-cli` program, for the `compare-cli` executable and for yours: every command of
/// SPEC §6 — `run`, `trace`, `list`, `record`, `check` — with the same options, help texts
/// and exit codes, over the pairs you hand it.
///
/// A package that compares its own features has an executable whose whole `main.swift` is one
/// call: its pairs, and the built-in ones if it wants them.
///
/// ```swift
/// import CompareKit
/// import Foundation
///
/// exit(CompareCLI.main(pairs: FeaturePair.builtIn + [.todos]))
/// ```
///
/// ```text
/// $ swift run compare-cli-testbed list     # this package's test executable, built that way
/// counter: a counter with two buttons
/// …
/// test-todos: test only: a todo list of nested values; toggleAll diverges from the third todo
///   TCA:        TodosFeature
///   ReactorKit: TodosReactor
///   actions:    add String, toggle Int, escalate Int, estimate Double, showCompleted Bool, toggleAll
///   fields:     todos, filter, selection, total, tags
/// ```
public enum CompareCLI {
  /// The version `--version` prints.
  public static let version = "0.2.0"

  /// Runs the process's command line over `pairs` and returns the exit code: 0 when every
  /// file ran and the engines agree, 1 for a divergence, a failed `expect` or a golden trace
  /// that does not match, 2 for a usage, parse or input/output error.
  ///
  /// Reads `CommandLine.arguments` and the process environment, writes to standard output and
  /// standard error. Pair, action and field names must be unique and spelt with letters,
  /// digits, `-` and `_`; otherwise every command fails with exit code 2, naming the problem.
  @MainActor
  public static func main(pairs: [FeaturePair]) -> Int32 {
    main(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment(),
      stdout: .standardOutput(), stderr: .standardError(), pairs: pairs,
      program: programName(invokedAs: CommandLine.arguments.first))
  }

  /// The name messages give the program: the last component of the path it was invoked by
  /// (`.build/debug/todos-compare` is `todos-compare`), or `compare-cli` when there is none.
  package static func programName(invokedAs path: String?) -> String {
    guard let name = path?.split(separator: "/").last, !name.isEmpty else { return "compare-cli" }
    return Printable.text(String(name))
  }

  /// Every command, in the order `--help` lists them.
  package static let commands: [any CLICommand.Type] = [
    RunCommand.self,
    TraceCommand.self,
    ListCommand.self,
    RecordCommand.self,
    CheckCommand.self,
    FuzzCommand.self,
    ExpandCommand.self,
    ReviewCommand.self,
    CompletionsCommand.self,
  ]

  /// Runs one command line (without the program name) over `pairs` and returns its exit
  /// code; both buffers are flushed before returning. Tests call it with memory buffers.
  @MainActor
  package static func main(
    arguments: [String], environment: [String: String],
    stdout: OutputBuffer, stderr: OutputBuffer, pairs: [FeaturePair] = FeaturePair.builtIn,
    program: String = "compare-cli"
  ) -> Int32 {
    let catalog = FeatureCatalog(pairs: pairs)
    let context = CommandContext(
      environment: environment, stdout: stdout, stderr: stderr, catalog: catalog,
      program: program)
    let code: ExitCode
    let problems = catalog.problems
    if !problems.isEmpty {
      for problem in problems { stderr.write("error: \(problem)\n") }
      code = .usage
    } else {
      code = dispatch(arguments, context)
    }
    stdout.flush()
    stderr.flush()
    return code.rawValue
  }

  @MainActor
  private static func dispatch(_ arguments: [String], _ context: CommandContext) -> ExitCode {
    guard let first = arguments.first else {
      return context.usageError(
        UsageError("missing command"), usage: usage(context.program),
        help: "\(context.program) --help")
    }
    switch first {
    case "--help", "-h", "help":
      if first == "help", arguments.count > 1 {
        return dispatch([arguments[1], "--help"], context)
      }
      context.stdout.write(helpText(context.program))
      return .success
    case "--version":
      context.stdout.write("\(context.program) \(version)\n")
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let names = commands.map { $0.name }
      var message =
        first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      message += NameSuggestion.hint(
        for: first, among: first.hasPrefix("-") ? ["--help", "--version"] : names)
      return context.usageError(
        UsageError(message), usage: usage(context.program), help: "\(context.program) --help")
    }
    return run(command, Array(arguments.dropFirst()), context)
  }

  @MainActor
  private static func run(
    _ command: any CLICommand.Type, _ arguments: [String], _ context: CommandContext
  ) -> ExitCode {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: command.options + [.help, .version])
    } catch {
      return context.usageError(error, for: command)
    }
    if parsed.has(OptionSpec.help.name) {
      context.stdout.write(command.helpText(program: context.program))
      return .success
    }
    if parsed.has(OptionSpec.version.name) {
      context.stdout.write("\(context.program) \(version)\n")
      return .success
    }
    return command.run(parsed, in: context)
  }

  // MARK: - Help

  private static func usage(_ program: String) -> String {
    "usage: \(program) COMMAND [OPTION]... [FILE]..."
  }

  @MainActor
  private static func helpText(_ program: String) -> String {
    let width = commands.map { $0.name.count }.max() ?? 0
    var text = """
      \(usage(program))

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
        --help     show this help; '\(program) COMMAND --help' shows a command's
        --version  print the version

      exit codes:
        0  every file ran, the engines agree at the chosen level and every expect holds
        1  a divergence, a failed expect, or a golden trace that does not match
        2  a usage, parse or input/output error

      """
    return text
  }
}
