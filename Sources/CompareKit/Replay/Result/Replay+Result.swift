extension Replay {
  /// Prepares a replay of `scenario` through both engines of `pair`, comparing at `level`.
  ///
  /// ```swift
  /// let scenario = try Scenario(contentsOfFile: "scenarios/quick-toggles.txt", pairs: [.todos])
  /// let result = try Replay(scenario, pair: .todos, level: .timeline).run()
  /// ```
  public init(_ scenario: Scenario, pair: FeaturePair, level: ComparisonLevel = .steps) {
    self.init(scenario: scenario, pair: pair, level: level)
  }

  /// Replays the scenario and returns what it found, printing nothing.
  ///
  /// On the main actor, as TCA's stores are: call it from a `@MainActor` test (or `await` it
  /// from any other).
  ///
  /// Throws when the scenario drives another feature than the pair, names a field `options`
  /// does not know, or makes an engine hold more pending work than its limit (a diagnostic at
  /// the step that did).
  @MainActor
  public func run(_ options: ReplayOptions = ReplayOptions()) throws(ScenarioError) -> ReplayResult
  {
    guard scenario.feature == pair.name else {
      throw ScenarioError(diagnostics: [
        ScenarioDiagnostic(
          file: scenario.file,
          message: "the scenario drives feature '\(scenario.feature)', not '\(pair.name)'; "
            + "replay it against its own pair")
      ])
    }
    let positions = try FieldSelection.positions(
      of: options.fields, in: pair.vocabulary.fields, file: scenario.file)
    var collector = ResultCollector(
      scenario: scenario, pair: pair, level: level, keeping: options.keeping,
      positions: positions)
    do throws(ScenarioDiagnostic) {
      try run(&collector)
    } catch {
      throw ScenarioError(diagnostics: [error])
    }
    return collector.result
  }
}

/// Resolves a list of field names (`--fields a,b`, ``ReplayOptions/fields``) once.
package enum FieldSelection {
  /// The positions of `names` among `fields`, in the order given; `nil` for all of them.
  package static func positions(
    of names: [String]?, in fields: [String], file: String
  ) throws(ScenarioError) -> [Int]? {
    guard let names else { return nil }
    var positions: [Int] = []
    var problems: [ScenarioDiagnostic] = []
    for name in names {
      if let position = fields.firstIndex(of: name) {
        positions.append(position)
      } else {
        problems.append(
          ScenarioDiagnostic(
            file: file,
            message: "no field '\(name)'" + NameSuggestion.hint(for: name, among: fields)
              + "; the fields are \(fields.joined(separator: ", "))"))
      }
    }
    guard problems.isEmpty else { throw ScenarioError(diagnostics: problems) }
    return positions
  }
}

/// Keeps what a ``ReplayResult`` holds from the replay's events.
private struct ResultCollector: ReplayObserver {
  let scenario: Scenario
  let pair: FeaturePair
  let level: ComparisonLevel
  let keeping: ReplayOptions.Kept
  let positions: [Int]?
  var steps: [Engine: [ReplayedStep]] = [:]
  var emissions: [Engine: [ReplayedEmission]] = [:]
  var expects: [ExpectResult] = []
  var divergence: ReplayDivergence?
  var summary: ReplaySummary?

  init(
    scenario: Scenario, pair: FeaturePair, level: ComparisonLevel, keeping: ReplayOptions.Kept,
    positions: [Int]?
  ) {
    self.scenario = scenario
    self.pair = pair
    self.level = level
    self.keeping = keeping
    self.positions = positions
  }

  var kinds: ReplayEventKinds {
    var kinds: ReplayEventKinds = [.expect, .divergence, .summary]
    if keeping.contains(.steps) { kinds.insert(.step) }
    if keeping.contains(.emissions) { kinds.formUnion([.emission, .emissionCause]) }
    return kinds
  }

  mutating func observe(_ event: ReplayEvent) {
    let names = pair.vocabulary.fields
    switch event {
    case .step(let record):
      for engine in Engine.allCases {
        guard let side = record.side(engine) else { continue }
        steps[engine, default: []].append(
          ReplayedStep(
            index: record.index, line: record.directive.line, directive: record.text,
            milliseconds: side.milliseconds,
            state: StateSnapshot(side.state, names: names, positions: positions)))
      }
    case .emission(let emission):
      let entry = emission.entry
      emissions[emission.engine, default: []].append(
        ReplayedEmission(
          step: entry.step, line: entry.line, milliseconds: entry.milliseconds,
          state: StateSnapshot(entry.state, names: names, positions: positions),
          cause: entry.cause))
    case .expect(let outcome):
      expects.append(ExpectResult(outcome, file: scenario.file))
    case .divergence(let found):
      divergence = ReplayDivergence(found, scenario: scenario, fields: names, level: level)
    case .summary(let summary):
      self.summary = summary
    case .entry, .lifetime:
      break
    }
  }

  var result: ReplayResult {
    var report = divergence?.report ?? ""
    for expect in expects where !expect.holds { report += "\(expect.diagnostic)\n" }
    if let summary {
      report +=
        (summary.passed ? "PASS " : "FAIL ") + "\(scenario.file): \(SummaryText(summary).text)\n"
    }
    return ReplayResult(
      file: scenario.file, feature: pair.name, level: level, stepCount: summary?.steps ?? 0,
      divergence: divergence, expects: expects, tcaSteps: steps[.tca] ?? [],
      reactorKitSteps: steps[.reactorKit] ?? [], tcaEmissions: emissions[.tca] ?? [],
      reactorKitEmissions: emissions[.reactorKit] ?? [], report: report)
  }
}
