/// Builds a scenario's `TimelineDocument` from a replay's events: every emission of each engine
/// with its cause, each step with both states, the `expect` results, the lifetimes the engines
/// report and the first divergence.
///
/// ```swift
/// var recorder = TimelineRecorder(scenario: scenario, pair: pair, level: .steps)
/// Replay(scenario: scenario, pair: pair, level: .steps).run(&recorder)
/// let html = TimelinePage(documents: [recorder.document]).render()
/// ```
struct TimelineRecorder: ReplayObserver {
  /// The document so far; complete after the replay's summary.
  private(set) var document: TimelineDocument
  private let engines: [Engine]
  private let level: ComparisonLevel
  /// Per engine, the index in `document.lifetimes` of each lifetime still running, by id.
  private var running: [Engine: [Int: Int]] = [:]

  init(
    scenario: Scenario, pair: FeaturePair, level: ComparisonLevel,
    engines: [Engine] = Engine.allCases
  ) {
    self.engines = engines
    self.level = level
    document = TimelineDocument(
      title: scenario.file, feature: pair.vocabulary.name, comparison: level.rawValue,
      fields: pair.vocabulary.fields,
      lanes: engines.map { TimelineLane(id: $0.rawValue, name: $0.displayName, emissions: []) })
  }

  var kinds: ReplayEventKinds {
    [.step, .emission, .emissionCause, .expect, .divergence, .summary, .lifetime]
  }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step):
      document.steps.append(
        TimelineStep(
          index: step.index, line: step.directive.line, directive: step.text,
          sides: engines.map { engine in
            step.side(engine).map {
              TimelineStepSide(milliseconds: $0.milliseconds, values: Self.text($0.state))
            }
          },
          agrees: level != .steps || step.agrees))
    case .emission(let emission):
      guard let lane = engines.firstIndex(of: emission.engine) else { return }
      let entry = emission.entry
      document.lanes[lane].emissions.append(
        TimelineEmission(
          milliseconds: entry.milliseconds, step: entry.step, values: Self.text(entry.state),
          cause: entry.cause))
    case .expect(let outcome):
      guard let last = document.steps.indices.last,
        document.steps[last].index == outcome.step.index
      else { return }
      document.steps[last].expectHolds = outcome.holds
    case .divergence(let divergence):
      record(divergence)
    case .summary(let summary):
      document.passed = summary.passed
      document.verdict =
        "\(summary.passed ? "PASS" : "FAIL") \(summary.file): "
        + SummaryText(summary).text
    case .lifetime(let lifetime):
      record(lifetime)
    case .entry:
      break
    }
  }

  // MARK: - Lifetimes

  private mutating func record(_ lifetime: EngineLifetime) {
    switch lifetime.phase {
    case .started:
      running[lifetime.engine, default: [:]][lifetime.id] = document.lifetimes.count
      document.lifetimes.append(
        TimelineLifetime(
          lane: lifetime.engine.rawValue, label: lifetime.label, cancelID: lifetime.cancelID,
          start: lifetime.milliseconds, end: nil, outcome: .running))
    case .delivered:
      guard let index = running[lifetime.engine]?[lifetime.id] else { return }
      document.lifetimes[index].deliveries.append(lifetime.milliseconds)
    case .finished, .cancelled:
      guard let index = running[lifetime.engine]?.removeValue(forKey: lifetime.id) else { return }
      document.lifetimes[index].end = lifetime.milliseconds
      document.lifetimes[index].outcome = lifetime.phase == .finished ? .finished : .cancelled
    }
  }

  // MARK: - Divergence

  private mutating func record(_ divergence: Divergence) {
    var emissions: [String: Int] = [:]
    let summary: String
    let milliseconds: Int
    switch divergence.location {
    case .step(let step):
      let sides = engines.compactMap { step.side($0) }
      summary = differences(sides.map(\.state), times: sides.map(\.milliseconds))
      milliseconds = sides.map(\.milliseconds).min() ?? 0
      for (index, lane) in document.lanes.enumerated() {
        // The state the engine was in after the step: its last emission up to then.
        if let last = lane.emissions.lastIndex(where: { $0.step <= step.index }) {
          emissions[engines[index].rawValue] = last
        }
      }
    case .entry(let row):
      let sides = engines.compactMap { row.side($0) }
      milliseconds = sides.map(\.milliseconds).min() ?? 0
      if sides.count < engines.count {
        let missing = engines.filter { row.side($0) == nil }.map(\.displayName)
        summary = "\(missing.joined(separator: ", ")) has no entry \(row.index)"
      } else {
        summary = differences(sides.map(\.state), times: sides.map(\.milliseconds))
      }
      for (index, engine) in engines.enumerated() {
        guard let side = row.side(engine) else { continue }
        let lane = document.lanes[index].emissions
        let values = Self.text(side.state)
        // NB: on a timeline an entry is the last state of its instant; on emissions, the n-th.
        let found =
          level == .emissions && row.index - 1 < lane.count
          ? row.index - 1
          : lane.lastIndex { $0.milliseconds == side.milliseconds && $0.values == values }
        if let found { emissions[engine.rawValue] = found }
      }
    }
    document.divergence = TimelineDivergence(
      step: divergence.step, milliseconds: milliseconds, summary: summary, emissions: emissions)
    if let row = document.steps.firstIndex(where: { $0.index == divergence.step }) {
      document.steps[row].agrees = false
    }
  }

  /// `isLoading, alert differ`, `time differs`, from two engines' states.
  private func differences(_ states: [ProjectedState], times: [Int]) -> String {
    guard states.count == 2 else { return "the engines differ" }
    var names: [String] = []
    if times[0] != times[1] { names.append("time") }
    let fields = document.fields
    for index in 0..<min(states[0].count, states[1].count, fields.count)
    where states[0][index] != states[1][index] {
      names.append(fields[index])
    }
    if names.isEmpty { return "the engines differ" }
    return names.joined(separator: ", ") + (names.count == 1 ? " differs" : " differ")
  }

  private static func text(_ state: ProjectedState) -> [String] {
    state.values.map(\.description)
  }
}
