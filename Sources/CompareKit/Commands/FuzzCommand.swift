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
  package static let operands = "FEATURE | --merge DIR..."
  package static let operandCompletion = OperandCompletion.features
  package static let options: [OptionSpec] = [
    FuzzOptions.runs, FuzzOptions.seed, FuzzOptions.maxSteps, FuzzOptions.timeLimit,
    FuzzOptions.maxShrinks, FuzzOptions.strategy, FuzzOptions.corpus, FuzzOptions.seedCorpus,
    FuzzOptions.jobs, FuzzOptions.shard, FuzzOptions.merge, .compare, FuzzOptions.save,
    .format, .noColor, FuzzOptions.worker,
  ]
  package static let discussion = """
    Draws scenarios from FEATURE's vocabulary: its actions, with payloads of their types or
    the pair's own values, 'xN' counts, and advances on, one millisecond below and above the
    durations the pair declares, or anywhere. Each scenario is replayed through both engines,
    as 'run' replays a file, and compared at the --compare level.

    The search is state-guided by default: a scenario that reaches a new combination of both
    engines' states (numbers and lengths bucketed), of the work each engine still holds
    (TCA effects in flight, ReactorKit timed work queued) and of which fields agree is kept
    in a corpus, and later runs mutate corpus entries (insert, delete, repeat, splice directives,
    move an advance onto a declared duration or one millisecond either side, swap a
    payload for one of the pair's values). --strategy random draws every scenario anew.

    The first scenario of each kind of divergence (where it happens and which paths differ)
    is shrunk, keeping that kind, to one from which no directive can be removed and no count,
    duration or payload made smaller without losing it, then reduced further while it still
    diverges; kinds that reduce to the same scenario (payloads the pair declares equivalent
    counted as one) are one cause, printed once with the raw findings it absorbed. Each is
    printed as a scenario file (a comment naming the seed and the level, the feature line,
    the directives), then its 'run' table and divergence report. The last lines say what was
    found and give the command, with its seed, that reproduces the whole run: the same seed
    prints the same bytes, with any --jobs. On a terminal, a progress line on standard error
    shows runs, runs per second and findings.

    --corpus DIR starts the search from DIR's scenarios and writes the corpus back into it,
    minimised; --seed-corpus DIR also starts from a scenarios folder. --jobs N checks the
    scenarios in N worker processes. --shard K/N makes one of N disjoint slices of the runs;
    'fuzz --merge DIR...' reports the union of what the shards saved with --save.

    With --save DIR each minimal scenario is written atomically into DIR (created if need
    be), named from the feature and a hash of the scenario, so 'compare-cli record DIR'
    turns findings into golden traces. With --format json each finding is one JSON object,
    then a summary object. Exit code: 0 when nothing diverged, 1 when something did, 2 for
    a usage or input/output error.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    if arguments.has(FuzzOptions.merge.name) { return FuzzMerge.run(arguments, in: context) }
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
    if arguments.has(FuzzOptions.worker.name) {
      var oracle = ReplayOracle(pair: pair, level: level)
      return FuzzWorkers.serve(&oracle)
    }
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
    if let directory = options.corpusDirectory {
      do throws(FileError) {
        try FuzzCorpusFolder(path: directory).write(outcome.corpus.minimised(), for: pair)
      } catch {
        context.stderr.write("error: \(error)\n")
        return .usage
      }
    }
    if json { report.writeJSON() } else { report.writeText() }
    return outcome.findings.isEmpty ? .success : .failure
  }

  /// Runs the campaign, drawing the progress line and keeping to the time limit.
  @MainActor
  private static func search(
    _ pair: FeaturePair, level: ComparisonLevel, options: FuzzOptions, _ context: CommandContext
  ) -> FuzzOutcome<DivergenceOrigin> {
    var seeds: [[FuzzDirective]] = []
    for directory in (options.corpusDirectory.map { [$0] } ?? []) + options.seedCorpusDirectories {
      seeds += FuzzCorpusFolder(path: directory).scenarios(for: pair, catalog: context.catalog)
    }
    let campaign = FuzzCampaign(
      vocabulary: FuzzVocabulary(pair: pair), seed: options.seed, runs: options.runs,
      maxSteps: options.maxSteps, maxShrinkAttempts: options.maxShrinks,
      strategy: options.strategy, shard: options.shard, seedCorpus: seeds)
    var oracle = ReplayOracle(pair: pair, level: level)
    var progress = FuzzProgressLine(out: context.stderr, feature: pair.name)
    let clock = ContinuousClock()
    let deadline = options.timeLimit.map { clock.now + $0 }
    let proceed = { (state: FuzzProgress) -> Bool in
      progress.update(state)
      return deadline.map { clock.now < $0 } ?? true
    }
    let outcome: FuzzOutcome<DivergenceOrigin>
    if options.jobs > 1,
      let workers = FuzzWorkers(
        count: options.jobs, arguments: ["fuzz", pair.name, "--compare", level.rawValue])
    {
      // NB: a worker that fails leaves its batch to this process: the answers are the same.
      outcome = campaign.run(
        &oracle,
        checking: { batch, oracle in
          workers.check(batch)
            ?? batch.map { scenario in
              var coverage = FuzzCoverage()
              let origin = oracle.check(scenario, coverage: &coverage)
              return FuzzCheck(origin: origin, coverage: coverage)
            }
        }, proceed: proceed)
      workers.finish()
    } else {
      outcome = campaign.run(&oracle, proceed: proceed)
    }
    progress.erase()
    return outcome
  }
}
