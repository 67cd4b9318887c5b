/// Checks generated scenarios through the replay itself, as `compare-cli run` replays a file:
/// the same sessions, the same comparison at the chosen level, no second code path.
///
/// It watches only for the first step (or entry) that differs, and wants nothing else from
/// the replay: no causes, no cause text, no output.
///
/// ```swift
/// var oracle = ReplayOracle(pair: .asyncCounter, level: .emissions)
/// oracle.check([.send(action: 0, payload: .none, count: 1), .advance(milliseconds: 500)])
/// // DivergenceOrigin(directive: "advance", paths: ["isLoading", "alert"])
/// ```
package struct ReplayOracle: DivergenceOracle {
  /// The pair whose engines are compared.
  package let pair: FeaturePair
  /// What must agree.
  package let level: ComparisonLevel
  private let actions: [String]

  package init(pair: FeaturePair, level: ComparisonLevel) {
    self.pair = pair
    self.level = level
    actions = pair.vocabulary.actions.map(\.name)
  }

  /// Where and how the engines first disagree on `directives`, or `nil` when they agree.
  @MainActor
  package mutating func check(_ directives: [FuzzDirective]) -> DivergenceOrigin? {
    var watcher = FirstDivergence(level: level, fields: pair.vocabulary.fields, directives: [])
    return check(directives, &watcher)
  }

  /// The same answer, adding each step's combination of both engines' bucketed states and
  /// which fields agree to `coverage`.
  @MainActor
  package mutating func check(
    _ directives: [FuzzDirective], coverage: inout FuzzCoverage
  ) -> DivergenceOrigin? {
    var watcher = FirstDivergence(level: level, fields: pair.vocabulary.fields, directives: [])
    watcher.coverage = coverage
    watcher.collectsCoverage = true
    let origin = check(directives, &watcher)
    coverage = watcher.coverage
    return origin
  }

  @MainActor
  private func check(
    _ directives: [FuzzDirective], _ watcher: inout FirstDivergence
  ) -> DivergenceOrigin? {
    // NB: a payload the action refuses is no scenario at all: the parser would reject it.
    for case .send(let action, let payload, _) in directives {
      guard let value = payload.stateValue else { continue }
      guard pair.vocabulary.actions[action].takes(value) else { return nil }
    }
    let scenario = FuzzScenarioFile.scenario(
      directives, feature: pair.name, actions: actions, file: "fuzz")
    watcher.directives = scenario.directives
    // NB: a scenario that reaches the pending-work limit stops there; what it showed before
    // stands, and the shrinker only keeps scenarios that still show it.
    _ = try? Replay(scenario: scenario, pair: pair, level: level).run(&watcher)
    return watcher.origin
  }
}

/// What tells one divergence from another: the kind of directive it happened at (`send NAME`,
/// `advance`, or the initial state) and the paths that differ there.
package struct DivergenceOrigin: Sendable, Hashable, CustomStringConvertible {
  /// `send increment`, `advance` or `(initial)`; payloads and durations are left out.
  package var directive: String
  /// The differing paths, in field order, list positions left out (`todos[].done`), so that
  /// the same difference in a longer list is the same kind; `time` when the instants differ,
  /// `(no TCA entry)` or `(no ReactorKit entry)` when one engine emitted fewer states.
  package var paths: [String]

  package init(directive: String, paths: [String]) {
    self.directive = directive
    self.paths = paths
  }

  /// `at advance: isLoading, alert`.
  package var description: String {
    "at \(directive): \(paths.joined(separator: ", "))"
  }
}

/// Keeps the origin of the first step or entry that differs.
private struct FirstDivergence: ReplayObserver {
  let level: ComparisonLevel
  let fields: [String]
  /// The scenario's directives; directive `i` is on line `FuzzScenarioFile.firstLine + i`.
  var directives: [ScenarioDirective]
  var origin: DivergenceOrigin?
  /// Whether each step's combination is added to `coverage`.
  var collectsCoverage = false
  var coverage = FuzzCoverage()

  var kinds: ReplayEventKinds {
    level == .steps ? .step : collectsCoverage ? [.entry, .step] : .entry
  }

  mutating func observe(_ event: ReplayEvent) {
    if collectsCoverage, case .step(let step) = event { cover(step) }
    guard origin == nil else { return }
    switch event {
    case .step(let step) where !step.agrees && level == .steps:
      guard let tca = step.tca, let reactorKit = step.reactorKit else { return }
      origin = DivergenceOrigin(
        directive: Self.kind(step.directive),
        paths: paths(tca.state, tca.milliseconds, reactorKit.state, reactorKit.milliseconds))
    case .entry(let row) where !row.agrees:
      let directive = row.primary.line.map { directives[$0 - FuzzScenarioFile.firstLine] }
      origin = DivergenceOrigin(
        directive: directive.map(Self.kind) ?? "(initial)", paths: paths(row))
    default:
      break
    }
  }

  /// One feature for the step: each field's bucket on both sides, whether they agree, and the
  /// work each engine still holds (bucketed as a number is).
  private mutating func cover(_ step: StepRecord) {
    guard let tca = step.tca?.state, let reactorKit = step.reactorKit?.state else { return }
    var feature: UInt64 = 0
    var agreement: UInt64 = 0
    for index in 0..<min(tca.count, reactorKit.count) {
      let (left, right) = (tca[index], reactorKit[index])
      feature = FuzzCoverage.mix(feature, left.fuzzBucket)
      feature = FuzzCoverage.mix(feature, right.fuzzBucket)
      if left == right { agreement |= 1 << UInt64(index % 64) }
    }
    let pending = FuzzCoverage.mix(
      StateValue.integer(step.pendingWork.tca).fuzzBucket,
      StateValue.integer(step.pendingWork.reactorKit).fuzzBucket)
    coverage.insert(
      FuzzCoverage.mix(FuzzCoverage.mix(feature, agreement), pending),
      at: step.index)
  }

  private func paths(_ row: EntryRow) -> [String] {
    guard let tca = row.tca else { return ["(no TCA entry)"] }
    guard let reactorKit = row.reactorKit else { return ["(no ReactorKit entry)"] }
    return paths(tca.state, tca.milliseconds, reactorKit.state, reactorKit.milliseconds)
  }

  private func paths(
    _ tca: ProjectedState, _ tcaTime: Int, _ reactorKit: ProjectedState, _ reactorKitTime: Int
  ) -> [String] {
    var paths = tcaTime == reactorKitTime ? [] : ["time"]
    for difference in tca.differences(from: reactorKit, names: fields) {
      let path = Self.withoutPositions(difference.path)
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  /// `todos[].done` from `todos[12].done`.
  private static func withoutPositions(_ path: String) -> String {
    var result = ""
    var inBrackets = false
    for character in path {
      if character == "[" { inBrackets = true }
      if !inBrackets || character == "[" || character == "]" { result.append(character) }
      if character == "]" { inBrackets = false }
    }
    return result
  }

  private static func kind(_ directive: ScenarioDirective) -> String {
    switch directive.kind {
    case .send(let send, _): "send \(send.name)"
    case .advance: "advance"
    case .expect: "expect"
    }
  }
}
