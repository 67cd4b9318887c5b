/// `compare-cli fuzz FEATURE`: random scenarios through both engines; each kind of divergence
/// is shrunk to a minimal scenario and printed, with the seed that reproduces the whole run.
///
/// ```text
/// $ compare-cli fuzz async-counter --compare emissions --runs 200
/// # compare-cli fuzz async-counter --compare emissions --seed 1: run 0, 9 directives shrunk to 2 in 41 attempts
/// feature async-counter
///
/// send increment
/// advance 500ms
///
/// async-counter-….txt: feature async-counter, comparing emissions
/// …
/// FAIL async-counter: 1 kind of divergence at emissions in 200 runs (173 runs diverged)
/// seed 1 reproduces this run: compare-cli fuzz async-counter --compare emissions --seed 1 --runs 200 --max-steps 20
/// ```
package enum FuzzCommand: CLICommand {
  package static let name = "fuzz"
  package static let abstract = "random scenarios through both engines, divergences shrunk"
  package static let operands = "FEATURE"
  package static let operandCompletion = OperandCompletion.features
  package static let options: [OptionSpec] = [
    FuzzOptions.runs, FuzzOptions.seed, FuzzOptions.maxSteps, FuzzOptions.timeLimit,
    FuzzOptions.maxShrinks, .compare, FuzzOptions.save, .format, .noColor,
  ]
  package static let discussion = """
    Draws scenarios from FEATURE's vocabulary: its actions, with payloads of their types or
    the pair's own values, 'xN' counts, and advances on, one millisecond below and above the
    durations the pair declares, or anywhere. Each scenario is replayed through both engines,
    as 'run' replays a file, and compared at the --compare level.

    The first scenario of each kind of divergence (where it happens and which paths differ)
    is shrunk, keeping that kind, to one from which no directive can be removed and no count,
    duration or payload made smaller without losing it. Each is printed as a scenario file
    (a comment naming the seed and the level, the feature line, the directives), then its
    'run' table and divergence report. The last lines say what was found and give the
    command, with its seed, that reproduces the whole run: the same seed prints the same
    bytes. On a terminal, a progress line on standard error shows runs, runs per second and
    findings.

    With --save DIR each minimal scenario is written atomically into DIR (created if need
    be), named from the feature and a hash of the scenario, so 'compare-cli record DIR'
    turns findings into golden traces. With --format json each finding is one JSON object,
    then a summary object. Exit code: 0 when nothing diverged, 1 when something did, 2 for
    a usage or input/output error.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard let feature = arguments.operands.first else {
      return context.usageError(UsageError("missing FEATURE"), for: self)
    }
    guard arguments.operands.count == 1 else {
      return context.usageError(
        UsageError("'fuzz' takes one FEATURE, got '\(arguments.operands[1])' too"), for: self)
    }
    guard let pair = context.catalog.pair(named: feature) else {
      var message = "no feature '\(feature)'"
      let names = context.catalog.pairs.map(\.name)
      if let near = NameSuggestion.nearest(to: feature, among: names) {
        message += "; did you mean '\(near)'?"
      }
      return context.usageError(UsageError(message), for: self)
    }
    let options: FuzzOptions
    do throws(UsageError) {
      options = try FuzzOptions(arguments)
    } catch {
      return context.usageError(error, for: self)
    }
    let level = ComparisonLevel(rawValue: arguments.value(OptionSpec.compare.name) ?? "steps")!
    let json = arguments.value(OptionSpec.format.name) == "json"
    let outcome = search(pair, level: level, options: options, context)
    var report = FuzzReport(
      pair: pair, level: level, options: options, outcome: outcome, context: context,
      style: TerminalStyle(enabled: !json && context.usesColor(arguments)))
    do throws(FileError) {
      try report.save()
    } catch {
      context.stderr.write("error: \(error)\n")
      return .usage
    }
    if json { report.writeJSON() } else { report.writeText() }
    return outcome.findings.isEmpty ? .success : .failure
  }

  /// Runs the campaign, drawing the progress line and keeping to the time limit.
  private static func search(
    _ pair: FeaturePair, level: ComparisonLevel, options: FuzzOptions, _ context: CommandContext
  ) -> FuzzOutcome<DivergenceOrigin> {
    let campaign = FuzzCampaign(
      vocabulary: FuzzVocabulary(pair: pair), seed: options.seed, runs: options.runs,
      maxSteps: options.maxSteps, maxShrinkAttempts: options.maxShrinks)
    var oracle = ReplayOracle(pair: pair, level: level)
    var progress = FuzzProgressLine(out: context.stderr, feature: pair.name)
    let clock = ContinuousClock()
    let deadline = options.timeLimit.map { clock.now + $0 }
    let outcome = campaign.run(&oracle) { state in
      progress.update(state)
      return deadline.map { clock.now < $0 } ?? true
    }
    progress.erase()
    return outcome
  }
}
