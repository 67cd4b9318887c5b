/// `compare-cli run FILE...`: replays each scenario through both engines and prints them side by
/// side.
///
/// ```text
/// $ compare-cli run basic.txt
/// basic.txt: feature counter, comparing steps
///     step  line  time  directive       TCA         ReactorKit
///        1     2   0ms  send increment  count=1     count=1
/// PASS basic.txt: 1 step, the engines agree on every step
/// ```
package enum RunCommand: CLICommand {
  package static let name = "run"
  package static let abstract = "replay scenarios through both engines, side by side"
  package static let operands = "FILE..."
  package static let operandCompletion = OperandCompletion.scenarios
  package static let options: [OptionSpec] = [
    .runFormat, .compare, .fields, .lifetimes, .noColor,
  ]
  package static let discussion = """
    Each FILE is a scenario; '-' reads standard input. Both engines run in lockstep, each on
    its own virtual clock. For each file, a table shows every step (or, with --compare
    timeline or emissions, every entry of both engines side by side) with a '≠' on each row
    that differs, then the first divergence field by field with both engines' causes since
    the last agreeing step, every expect that does not hold, and a one-line summary.

    Every file is read and parsed before any runs: if one has an error, every error of every
    file is printed on standard error, nothing runs and the exit code is 2. Otherwise every
    file runs and the exit code is the worst of them: 0 when the engines agree and every
    expect holds, 1 otherwise.

    With --format json the output is JSON Lines: for each step (or entry) one object per
    engine, then expect and divergence objects, and a summary object closing each file; with
    --lifetimes also a lifetime object for each start and end of an effect or inner
    subscription.

    With --format html the output is one self-contained page for all FILEs (failing ones
    first): each engine's emissions on one virtual-time axis, the lifetimes of effects as
    bars, the first divergence marked, and for any mark its state and cause.
    """

  @MainActor
  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard !arguments.operands.isEmpty else {
      return context.usageError(UsageError("missing scenario FILE"), for: self)
    }
    guard let scenarios = context.loadScenarios(arguments.operands) else { return .usage }
    // NB: every file's fields are resolved before any runs, as every file is parsed first.
    var projections: [FieldProjection] = []
    var unknownFields = false
    for loaded in scenarios {
      do throws(ScenarioError) {
        projections.append(
          try FieldProjection(
            FieldProjection.selection(arguments), pair: loaded.pair, file: loaded.scenario.file))
      } catch {
        unknownFields = true
        for diagnostic in error.diagnostics { context.stderr.write("\(diagnostic)\n") }
      }
    }
    if unknownFields { return .usage }
    let level = arguments.comparisonLevel
    let format = arguments.value(OptionSpec.runFormat.name) ?? "text"
    if format == "html" { return runHTML(scenarios, level: level, in: context) }
    let json = format == "json"
    let lifetimes = arguments.has(OptionSpec.lifetimes.name)
    let style = TerminalStyle(enabled: !json && context.usesColor(arguments))
    var code = ExitCode.success
    var passed = 0
    for (index, loaded) in scenarios.enumerated() {
      let (scenario, pair) = (loaded.scenario, loaded.pair)
      let replay = Replay(scenario: scenario, pair: pair, level: level)
      let summary: ReplaySummary
      do throws(ScenarioDiagnostic) {
        if json {
          var output = RunJSONLines(
            pair: pair, level: level, lifetimes: lifetimes, out: context.stdout)
          summary = try replay.run(&output)
        } else {
          if index > 0 { context.stdout.newline() }
          var table = RunTable(
            scenario: scenario, pair: pair, level: level, out: context.stdout, style: style,
            width: context.terminalColumns, fields: projections[index])
          summary = try replay.run(&table)
        }
      } catch {
        context.stderr.write("\(error)\n")
        code = .usage
        continue
      }
      if summary.passed { passed += 1 }
      code = max(code, summary.exitCode)
    }
    if !json, scenarios.count > 1 {
      let failed = scenarios.count - passed
      context.stdout.write("\n\(scenarios.count) files: \(passed) passed, \(failed) failed\n")
    }
    return code
  }

  /// `--format html`: one page of every scenario's timeline on standard output.
  @MainActor
  private static func runHTML(
    _ scenarios: [LoadedScenario], level: ComparisonLevel, in context: CommandContext
  ) -> ExitCode {
    var code = ExitCode.success
    var documents: [TimelineDocument] = []
    var errors: [ScenarioDiagnostic] = []
    for loaded in scenarios {
      var recorder = TimelineRecorder(scenario: loaded.scenario, pair: loaded.pair, level: level)
      do throws(ScenarioDiagnostic) {
        let summary = try Replay(scenario: loaded.scenario, pair: loaded.pair, level: level)
          .run(&recorder)
        documents.append(recorder.document)
        code = max(code, summary.exitCode)
      } catch {
        errors.append(error)
      }
    }
    // NB: a page without a scenario that could not be replayed would look complete.
    guard errors.isEmpty else {
      for error in errors { context.stderr.write("\(error)\n") }
      return .usage
    }
    context.stdout.write(TimelinePage(documents: documents).render())
    return code
  }
}

extension OptionSpec {
  /// `run`'s `--format text|json|html`.
  package static let runFormat = OptionSpec(
    "--format", value: "text|json|html", allowed: ["text", "json", "html"],
    help: "text (the default), json (JSON Lines) or html (one self-contained timeline page)")
  /// `--lifetimes`.
  package static let lifetimes = OptionSpec(
    "--lifetimes", help: "with --format json, add a lifetime object per effect start and end")
}
