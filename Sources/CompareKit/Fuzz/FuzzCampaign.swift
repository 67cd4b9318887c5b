/// A whole fuzz run: `runs` scenarios from one seed, each checked by an oracle; the first
/// scenario of each new kind of divergence is shrunk, and kinds whose shrunk scenarios reduce
/// to the same cause are reported as one.
///
/// Run `r` draws its scenario from `FuzzRandom(seed: seed, run: r)`. With `.random` that is
/// the whole scenario; with `.guided` (the default) the generator picks a scenario of the
/// corpus (the scenarios that reached new coverage, as it stood when the run's batch began)
/// and mutates it, or draws a fresh one. Runs go in batches of `batchSize`, so a batch's
/// scenarios can be checked in any order or in other processes with the same result, and a
/// run stopped early (by a time limit) is a prefix of the full one.
///
/// ```swift
/// let campaign = FuzzCampaign(vocabulary: vocabulary, seed: 1, runs: 10_000, maxSteps: 20)
/// var oracle = MyOracle()
/// let outcome = campaign.run(&oracle) { _ in true }
/// outcome.findings.first?.shrink.directives
/// ```
package struct FuzzCampaign: Sendable {
  /// The actions and durations scenarios are drawn from.
  package var vocabulary: FuzzVocabulary
  /// The seed of the whole run.
  package var seed: UInt64
  /// The number of scenarios of the whole campaign (of every shard).
  package var runs: Int
  /// The most steps a scenario makes.
  package var maxSteps: Int
  /// The most candidates one shrink tries.
  package var maxShrinkAttempts: Int
  /// How scenarios are drawn.
  package var strategy: FuzzStrategy
  /// The slice of the runs this campaign makes: run `r` belongs to shard `r % count`.
  package var shard: FuzzShard
  /// Scenarios the corpus starts from (a `--corpus` folder, a scenarios folder).
  package var seedCorpus: [[FuzzDirective]]

  /// The runs drawn from one corpus snapshot; fixed, so that the result never depends on how
  /// the batch's checks were spread.
  package static let batchSize = 64

  package init(
    vocabulary: FuzzVocabulary, seed: UInt64, runs: Int, maxSteps: Int,
    maxShrinkAttempts: Int = Shrinker.defaultMaxAttempts, strategy: FuzzStrategy = .guided,
    shard: FuzzShard = .whole, seedCorpus: [[FuzzDirective]] = []
  ) {
    self.vocabulary = vocabulary
    self.seed = seed
    self.runs = runs
    self.maxSteps = maxSteps
    self.maxShrinkAttempts = maxShrinkAttempts
    self.strategy = strategy
    self.shard = shard
    self.seedCorpus = seedCorpus
  }

  /// The scenario `.random` draws for run `index`.
  package func scenario(run index: Int) -> [FuzzDirective] {
    var random = FuzzRandom(seed: seed, run: index)
    return ScenarioGenerator(vocabulary: vocabulary, maxSteps: maxSteps).generate(using: &random)
  }

  /// The run indices this campaign makes, in order.
  package var runIndices: StrideTo<Int> {
    stride(from: shard.index, to: runs, by: shard.count)
  }

  /// Runs the campaign, checking every scenario in this process.
  @MainActor
  package func run<Oracle: DivergenceOracle>(
    _ oracle: inout Oracle, proceed: (FuzzProgress) -> Bool
  ) -> FuzzOutcome<Oracle.Origin> {
    run(&oracle, checking: { batch, oracle in
      batch.map { scenario in
        var coverage = FuzzCoverage()
        let origin = oracle.check(scenario, coverage: &coverage)
        return FuzzCheck(origin: origin, coverage: coverage)
      }
    }, proceed: proceed)
  }

  /// Runs the campaign; `check` answers for a whole batch of scenarios, in order (in worker
  /// processes, say), and `oracle` shrinks; `proceed` is called after each run with the
  /// progress so far and stops the campaign by returning `false` (a time limit).
  @MainActor
  package func run<Oracle: DivergenceOracle>(
    _ oracle: inout Oracle,
    checking check: ([[FuzzDirective]], inout Oracle) -> [FuzzCheck<Oracle.Origin>],
    proceed: (FuzzProgress) -> Bool
  ) -> FuzzOutcome<Oracle.Origin> {
    let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: maxSteps)
    let mutator = ScenarioMutator(generator: generator)
    let shrinker = Shrinker(vocabulary: vocabulary, maxAttempts: maxShrinkAttempts)
    var outcome = FuzzOutcome<Oracle.Origin>(findings: [], runs: 0, stoppedEarly: false)
    var corpus = FuzzCorpus()
    var kinds = FuzzKinds<Oracle.Origin>(vocabulary: vocabulary)
    if strategy == .guided {
      let checks = check(seedCorpus, &oracle)
      for (scenario, result) in zip(seedCorpus, checks) where result.origin == nil {
        corpus.offer(scenario, result.coverage)
      }
    }
    let indices = Array(runIndices)
    var start = 0
    batches: while start < indices.count {
      let batch = indices[start..<min(indices.count, start + Self.batchSize)]
      let entries = corpus.entries
      let scenarios = batch.map { index in
        var random = FuzzRandom(seed: seed, run: index)
        if strategy == .random || entries.isEmpty || random.chance(1, in: 8) {
          return generator.generate(using: &random)
        }
        // NB: newer entries are picked more often (the later of two uniform draws): they
        // reached what the older ones did not, usually by going deeper.
        let parent = entries[max(random.below(entries.count), random.below(entries.count))]
        return mutator.mutate(parent, splicingWith: entries, using: &random)
      }
      let checks = check(scenarios, &oracle)
      for (offset, index) in batch.enumerated() {
        let scenario = scenarios[offset]
        if let origin = checks[offset].origin {
          kinds.add(
            run: index, origin: origin, scenario: scenario, shrinker: shrinker, &oracle,
            into: &outcome.findings)
        } else if strategy == .guided {
          corpus.offer(scenario, checks[offset].coverage)
        }
        outcome.runs += 1
        let progress = FuzzProgress(runs: outcome.runs, findings: outcome.findings.count)
        if outcome.runs < indices.count, !proceed(progress) {
          outcome.stoppedEarly = true
          break batches
        }
      }
      start += batch.count
    }
    outcome.corpus = corpus
    return outcome
  }
}

/// One scenario's answer: how it diverged, if it did, and what it reached.
package struct FuzzCheck<Origin: Hashable>: Equatable {
  package var origin: Origin?
  package var coverage: FuzzCoverage

  package init(origin: Origin?, coverage: FuzzCoverage) {
    self.origin = origin
    self.coverage = coverage
  }
}

/// Which runs of a campaign one machine makes: `--shard K/N` is index `K - 1` of `N`.
package struct FuzzShard: Sendable, Equatable {
  /// From 0.
  package var index: Int
  /// How many shards share the campaign.
  package var count: Int

  /// Every run.
  package static let whole = FuzzShard(index: 0, count: 1)

  package init(index: Int, count: Int) {
    precondition(count > 0 && (0..<count).contains(index), "a shard of the campaign")
    self.index = index
    self.count = count
  }
}

/// How far a campaign has come.
package struct FuzzProgress: Sendable, Equatable {
  /// Scenarios tried so far.
  package var runs: Int
  /// Distinct divergences found so far.
  package var findings: Int

  package init(runs: Int, findings: Int) {
    self.runs = runs
    self.findings = findings
  }
}

/// One kind of divergence a campaign found: one cause, however many ways it showed.
package struct FuzzFinding<Origin: Hashable>: Equatable {
  /// The run whose scenario first diverged this way.
  package var run: Int
  /// How the shrunk scenario diverges.
  package var origin: Origin
  /// That run's scenario, as generated.
  package var original: [FuzzDirective]
  /// The shrunk scenario and what shrinking cost.
  package var shrink: ShrinkResult
  /// How many runs diverged this way, the first included.
  package var occurrences = 1
  /// The raw findings (first runs of a new origin) this kind absorbed, the first included:
  /// each one's origin, in the order found.
  package var absorbed: [Origin] = []
}

/// What a campaign did and found.
package struct FuzzOutcome<Origin: Hashable>: Equatable {
  /// Every distinct divergence, in the order found.
  package var findings: [FuzzFinding<Origin>]
  /// The scenarios tried.
  package var runs: Int
  /// Whether `proceed` stopped the campaign before its last run.
  package var stoppedEarly: Bool
  /// The guided search's corpus at the end (empty for `.random`).
  package var corpus = FuzzCorpus()

  package init(findings: [FuzzFinding<Origin>], runs: Int, stoppedEarly: Bool) {
    self.findings = findings
    self.runs = runs
    self.stoppedEarly = stoppedEarly
  }

  /// How many raw findings (first runs of a new origin) the kinds absorbed in all.
  package var rawFindings: Int { findings.reduce(0) { $0 + $1.absorbed.count } }
}
