/// A whole fuzz run: `runs` random scenarios from one seed, each checked by an oracle; the
/// first scenario of each new kind of divergence is shrunk.
///
/// Run `r` draws its scenario from `FuzzRandom(seed: seed, run: r)`, so the seed reproduces
/// the whole run, and a run stopped early (by a time limit) is a prefix of the full one.
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
  /// The number of scenarios to try.
  package var runs: Int
  /// The most steps a scenario makes.
  package var maxSteps: Int
  /// The most candidates one shrink tries.
  package var maxShrinkAttempts: Int

  package init(
    vocabulary: FuzzVocabulary, seed: UInt64, runs: Int, maxSteps: Int,
    maxShrinkAttempts: Int = Shrinker.defaultMaxAttempts
  ) {
    self.vocabulary = vocabulary
    self.seed = seed
    self.runs = runs
    self.maxSteps = maxSteps
    self.maxShrinkAttempts = maxShrinkAttempts
  }

  /// The scenario of run `index`.
  package func scenario(run index: Int) -> [FuzzDirective] {
    var random = FuzzRandom(seed: seed, run: index)
    return ScenarioGenerator(vocabulary: vocabulary, maxSteps: maxSteps).generate(using: &random)
  }

  /// Runs the campaign; `proceed` is called after each run with the progress so far and
  /// stops the campaign by returning `false` (a time limit, an interrupted terminal).
  package func run<Oracle: DivergenceOracle>(
    _ oracle: inout Oracle, proceed: (FuzzProgress) -> Bool
  ) -> FuzzOutcome<Oracle.Origin> {
    let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: maxSteps)
    let shrinker = Shrinker(vocabulary: vocabulary, maxAttempts: maxShrinkAttempts)
    var outcome = FuzzOutcome<Oracle.Origin>(findings: [], runs: 0, stoppedEarly: false)
    var findingIndex: [Oracle.Origin: Int] = [:]
    for index in 0..<runs {
      var random = FuzzRandom(seed: seed, run: index)
      let scenario = generator.generate(using: &random)
      if let origin = oracle.check(scenario) {
        if let known = findingIndex[origin] {
          outcome.findings[known].occurrences += 1
        } else {
          let shrink = shrinker.shrink(scenario) { oracle.check($0) == origin }
          findingIndex[origin] = outcome.findings.count
          outcome.findings.append(
            FuzzFinding(run: index, origin: origin, original: scenario, shrink: shrink))
        }
      }
      outcome.runs = index + 1
      let progress = FuzzProgress(runs: outcome.runs, findings: outcome.findings.count)
      if outcome.runs < runs, !proceed(progress) {
        outcome.stoppedEarly = true
        break
      }
    }
    return outcome
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

/// One kind of divergence a campaign found.
package struct FuzzFinding<Origin: Hashable>: Equatable {
  /// The run whose scenario first diverged this way.
  package var run: Int
  /// How it diverged.
  package var origin: Origin
  /// That run's scenario, as generated.
  package var original: [FuzzDirective]
  /// The shrunk scenario and what shrinking cost.
  package var shrink: ShrinkResult
  /// How many runs diverged this way, the first included.
  package var occurrences = 1
}

/// What a campaign did and found.
package struct FuzzOutcome<Origin: Hashable>: Equatable {
  /// Every distinct divergence, in the order found.
  package var findings: [FuzzFinding<Origin>]
  /// The scenarios tried.
  package var runs: Int
  /// Whether `proceed` stopped the campaign before its last run.
  package var stoppedEarly: Bool
}
