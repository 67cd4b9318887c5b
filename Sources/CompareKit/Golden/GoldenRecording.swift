/// A scenario replayed through both engines into the golden trace it should have, with what
/// `record` and `check` need to report on it.
///
/// One replay gives both engines' step lines and emissions; the lines are written by
/// `TraceLineFormat`, the same formatter `trace` prints with, so a golden trace section and
/// `compare-cli trace` output never drift apart.
///
/// ```swift
/// let recording = GoldenRecording(scenario: scenario, pair: pair)
/// try AtomicFile.standard.write(Array(recording.trace.text.utf8), to: "basic.trace")
/// ```
package struct GoldenRecording {
  /// The golden trace the scenario produces now.
  package var trace: GoldenTrace
  /// For each of `trace.lines`, the step it belongs to: 0 for the initial state, `nil` for the
  /// header, section and end lines.
  package var lineSteps: [Int?]
  /// The scenario line and column of each step, indexed by step (index 0: the file's start).
  package var stepLocations: [(line: Int, column: Int)]
  /// An error for each `expect` that does not hold, located at the `expect`.
  package var failedExpects: [ScenarioDiagnostic]

  /// Replays `scenario` through both engines of `pair`; throws the replay's error at the step
  /// where an engine reached its pending-work limit.
  @MainActor
  package init(scenario: Scenario, pair: FeaturePair) throws(ScenarioDiagnostic) {
    var collector = Collector(names: pair.vocabulary.fields, file: scenario.file)
    try Replay(scenario: scenario, pair: pair, level: .steps).run(&collector)
    trace = GoldenTrace(feature: pair.name)
    lineSteps = [nil, nil]
    for section in GoldenTrace.Section.allCases {
      trace[section] = collector.lines[section, default: []]
      lineSteps.append(nil)
      lineSteps += collector.steps[section, default: []].map(Optional.some)
    }
    lineSteps.append(nil)
    stepLocations = collector.stepLocations
    failedExpects = collector.failedExpects
  }

  /// The number of steps replayed.
  package var steps: Int { stepLocations.count - 1 }
}

// MARK: - Collecting

/// Writes each engine's step and emission lines, one line at a time, into its section.
private struct Collector: ReplayObserver {
  let format: TraceLineFormat
  let file: String
  let line = OutputBuffer.memory()
  var lines: [GoldenTrace.Section: [String]] = [:]
  var steps: [GoldenTrace.Section: [Int]] = [:]
  var stepLocations = [(line: 1, column: 1)]
  var failedExpects: [ScenarioDiagnostic] = []

  init(names: [String], file: String) {
    format = TraceLineFormat(names: names)
    self.file = file
  }

  var kinds: ReplayEventKinds { [.step, .emission, .emissionCause, .expect] }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step):
      stepLocations.append((step.directive.line, step.directive.column))
      for engine in Engine.allCases {
        guard let side = step.side(engine) else { continue }
        format.writeStep(step, side, to: line)
        take(into: .steps(engine), step: step.index)
      }
    case .emission(let emission):
      format.writeEntry(emission.entry, withCause: true, to: line)
      take(into: .emissions(emission.engine), step: emission.entry.step)
    case .expect(let outcome):
      guard !outcome.holds else { return }
      failedExpects.append(ExpectMessage.diagnostic(outcome, file: file))
    case .entry, .divergence, .summary, .lifetime:
      break
    }
  }

  /// Moves the line just written, without its line feed, into a section.
  private mutating func take(into section: GoldenTrace.Section, step: Int) {
    lines[section, default: []].append(String(line.text.dropLast()))
    steps[section, default: []].append(step)
    line.removeAll()
  }
}
