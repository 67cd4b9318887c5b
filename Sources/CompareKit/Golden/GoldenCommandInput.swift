/// The operands and options `record` and `check` share, checked: scenario paths found on disk
/// and, for `check`, the reports asked for.
///
/// ```swift
/// switch GoldenCommandInput.parse(arguments, command: CheckCommand.self, in: context) {
/// case .failure(let code): return code
/// case .success(let input): …
/// }
/// ```
struct GoldenCommandInput {
  /// The scenarios and orphans named by the operands.
  var discovery: ScenarioDiscovery
  /// The `--report` requests, validated together.
  var reports: [ReportRequest]

  /// A failure to start has already been reported on standard error; its exit code is 2.
  struct Failed: Error {
    var code: ExitCode
  }

  @MainActor
  static func parse(
    _ arguments: ParsedArguments, command: any CLICommand.Type, in context: CommandContext
  ) -> Result<GoldenCommandInput, Failed> {
    @MainActor
    func usage(_ message: String) -> Result<GoldenCommandInput, Failed> {
      .failure(Failed(code: context.usageError(UsageError(message), for: command)))
    }
    guard !arguments.operands.isEmpty else { return usage("missing FILE|DIR") }
    if arguments.operands.contains("-") {
      return usage(
        "'\(command.name)' needs scenario files on disk: '-' (standard input) has no golden "
          + "trace beside it")
    }
    var reports: [ReportRequest] = []
    do throws(ReportRequest.Error) {
      reports = try (arguments.values[OptionSpec.report.name] ?? [])
        .map(ReportRequest.init(parsing:))
      try ReportRequest.validate(reports)
    } catch {
      return usage(error.message)
    }
    let discovery: ScenarioDiscovery
    do throws(FileError) {
      discovery = try ScenarioDiscovery(arguments: arguments.operands)
    } catch {
      context.stderr.write("error: \(error)\n")
      return .failure(Failed(code: .usage))
    }
    do throws(ReportRequest.Error) {
      try ReportRequest.checkDestinations(reports, discovery: discovery)
    } catch {
      return usage(error.message)
    }
    if discovery.scenarios.isEmpty, discovery.orphans.isEmpty {
      let names = arguments.operands.map(Printable.name).joined(separator: " ")
      context.stderr.write("error: no scenario files (*.txt) in \(names)\n")
      return .failure(Failed(code: .usage))
    }
    return .success(GoldenCommandInput(discovery: discovery, reports: reports))
  }
}
