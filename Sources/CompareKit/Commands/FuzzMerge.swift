/// `compare-cli fuzz --merge DIR...`: the union of the findings that shards of one campaign
/// saved with `--save`, each kind once, as one campaign would have reported them.
///
/// Every scenario in the folders is replayed at the `--compare` level; those that still
/// diverge are grouped by cause as a campaign groups its runs (shrunk keeping their origin,
/// reduced while they diverge at all, payloads the pair declares equivalent counted as one),
/// so a kind two shards both found is reported once, absorbing both.
///
/// ```text
/// $ compare-cli fuzz --merge shard-1 shard-2
/// …
/// FAIL test-lock: 1 kind of divergence at steps in 2 runs (2 runs diverged, 1 raw finding)
/// merged 2 saved findings from shard-1 shard-2
/// ```
enum FuzzMerge {
  @MainActor
  static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    let folders = arguments.operands
    guard !folders.isEmpty else {
      return context.usageError(UsageError("'--merge' needs at least one DIR"), for: FuzzCommand.self)
    }
    let files: [String]
    do throws(FileError) {
      files = try ScenarioDiscovery(arguments: folders).scenarios
    } catch {
      context.stderr.write("error: \(error)\n")
      return .usage
    }
    let level = arguments.comparisonLevel
    let options: FuzzOptions
    do throws(UsageError) {
      options = try FuzzOptions(arguments)
    } catch {
      return context.usageError(error, for: FuzzCommand.self)
    }
    // NB: the files of each feature, in the order its first file came.
    var pairs: [FeaturePair] = []
    var byFeature: [String: [(path: String, directives: [FuzzDirective])]] = [:]
    for path in files {
      guard let loaded = try? context.load(path) else {
        context.stderr.write("warning: \(path) is not a scenario of a known feature; skipped\n")
        continue
      }
      if byFeature[loaded.pair.name] == nil { pairs.append(loaded.pair) }
      byFeature[loaded.pair.name, default: []].append(
        (path, FuzzCorpusFolder.directives(of: loaded.scenario)))
    }
    var diverged = false
    let json = arguments.value(OptionSpec.format.name) == "json"
    for pair in pairs {
      let entries = byFeature[pair.name] ?? []
      let vocabulary = FuzzVocabulary(pair: pair)
      let shrinker = Shrinker(vocabulary: vocabulary, maxAttempts: options.maxShrinks)
      var oracle = ReplayOracle(pair: pair, level: level)
      var kinds = FuzzKinds<DivergenceOrigin>(vocabulary: vocabulary)
      var outcome = FuzzOutcome<DivergenceOrigin>(
        findings: [], runs: entries.count, stoppedEarly: false)
      for (index, entry) in entries.enumerated() {
        guard let origin = oracle.check(entry.directives) else { continue }
        kinds.add(
          run: index, origin: origin, scenario: entry.directives, shrinker: shrinker, &oracle,
          into: &outcome.findings)
      }
      diverged = diverged || !outcome.findings.isEmpty
      var report = FuzzReport(
        pair: pair, level: level, options: options, outcome: outcome, context: context,
        style: TerminalStyle(enabled: !json && context.usesColor(arguments)),
        merged: (entries.map(\.path), folders))
      do throws(FileError) {
        try report.save()
      } catch {
        context.stderr.write("error: \(error)\n")
        return .usage
      }
      if json { report.writeJSON() } else { report.writeText() }
    }
    return diverged ? .failure : .success
  }
}
