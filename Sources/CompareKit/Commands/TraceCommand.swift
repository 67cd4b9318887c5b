/// `compare-cli trace --engine tca|reactorkit FILE`: one engine's trace in the neutral line
/// format, so that two engines' traces compare with `diff`.
///
/// ```sh
/// diff <(compare-cli trace --engine tca f.txt) <(compare-cli trace --engine reactorkit f.txt)
/// ```
package enum TraceCommand: CLICommand {
  package static let name = "trace"
  package static let abstract = "print one engine's trace in the neutral line format"
  package static let operands = "FILE"
  package static let operandCompletion = OperandCompletion.scenarios
  package static let options: [OptionSpec] = [
    OptionSpec(
      "--engine", value: "tca|reactorkit", allowed: Engine.allCases.map(\.rawValue),
      isRequired: true, help: "the engine to replay (required)"),
    .format, .compare, .fields, .noColor,
  ]
  package static let discussion = """
    FILE is a scenario; '-' reads standard input. The lines name no engine, so the traces of
    the two engines differ exactly where the engines disagree at the --compare level:

      diff <(compare-cli trace --engine tca f.txt) <(compare-cli trace --engine reactorkit f.txt)

    --compare steps (the default) prints the state after each step:
      step 2 line 4 t=100ms send increment => count=0 isLoading=true alert=none
    --compare timeline prints, for each instant where a state was emitted, the last state
    emitted then, folding consecutive equal states; --compare emissions prints every state
    an observer receives, the initial state first:
      t=500ms count=1 isLoading=false alert="Increased!"

    An expect that does not hold is reported on standard error and the exit code is 1; a
    usage, parse or input error gives exit code 2 and no trace. With --format json, each line
    is a JSON object: step (or emission, with the engine's causes) and expect objects.
    """

  @MainActor
  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard let engineName = arguments.value("--engine") else {
      return context.usageError(UsageError("missing '--engine tca|reactorkit'"), for: self)
    }
    guard arguments.operands.count == 1 else {
      let message =
        arguments.operands.isEmpty
        ? "missing scenario FILE" : "'trace' takes one FILE, got \(arguments.operands.count)"
      return context.usageError(UsageError(message), for: self)
    }
    guard let loaded = context.loadScenarios(arguments.operands)?.first,
      let engine = Engine(rawValue: engineName)
    else { return .usage }
    let (scenario, pair) = (loaded.scenario, loaded.pair)
    let level = arguments.comparisonLevel
    let json = arguments.value(OptionSpec.format.name) == "json"
    let shown: FieldProjection
    do throws(ScenarioError) {
      shown = try FieldProjection(
        FieldProjection.selection(arguments), pair: pair, file: scenario.file)
    } catch {
      for diagnostic in error.diagnostics { context.stderr.write("\(diagnostic)\n") }
      return .usage
    }
    var output = TraceOutput(
      engine: engine, pair: pair, level: level, json: json, file: scenario.file,
      out: context.stdout, errors: context.stderr, fields: shown)
    do throws(ScenarioDiagnostic) {
      let summary = try Replay(scenario: scenario, pair: pair, level: level, engines: [engine])
        .run(&output)
      return summary.exitCode
    } catch {
      context.stderr.write("\(error)\n")
      return .usage
    }
  }
}
