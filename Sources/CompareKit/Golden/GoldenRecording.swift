/// A scenario replayed through both engines into the golden trace it should have, with what
/// `record` and `check` need to report on it.
///
/// One replay at the `emissions` level gives both engines' step lines and emissions; the lines
/// are written by `TraceLineFormat`, the same formatter `trace` prints with, so a golden trace
/// section and `compare-cli trace` output never drift apart.
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
  /// An error line for each `expect` that does not hold, with the scenario line of the expect.
  package var failedExpects: [(line: Int, message: String)]

  /// Replays `scenario` through both engines of `pair`.
  package init(scenario: Scenario, pair: FeaturePair) {
    var collector = Collector(fields: pair.vocabulary.fields, file: scenario.file)
    Replay(scenario: scenario, pair: pair, level: .emissions, describesEmissionCauses: true)
      .run(&collector)

    trace = GoldenTrace(feature: pair.name)
    lineSteps = [nil, nil]
    for section in GoldenTrace.Section.allCases {
      let (lines, steps) = collector.take(section)
      trace[section] = lines
      lineSteps.append(nil)
      lineSteps += steps.map(Optional.some)
    }
    lineSteps.append(nil)
    stepLocations = collector.stepLocations
    failedExpects = collector.failedExpects
  }

  /// The number of steps replayed.
  package var steps: Int { stepLocations.count - 1 }
}

// MARK: - Collecting

/// Writes each engine's step and emission lines into one buffer per section.
private struct Collector: ReplayObserver {
  let format: TraceLineFormat
  let file: String
  var buffers: [GoldenTrace.Section: OutputBuffer] = [:]
  var steps: [GoldenTrace.Section: [Int]] = [:]
  var causes: [GoldenTrace.Section: [String?]] = [:]
  var stepLocations = [(line: 1, column: 1)]
  var failedExpects: [(line: Int, message: String)] = []

  init(fields: [FeatureVocabulary.Field], file: String) {
    format = TraceLineFormat(fields: fields)
    self.file = file
    for section in GoldenTrace.Section.allCases {
      buffers[section] = .memory()
      steps[section] = []
      causes[section] = []
    }
  }

  mutating func step(_ step: StepRecord) {
    stepLocations.append((step.directive.line, step.directive.column))
    for (engine, section) in [(Engine.tca, .tcaSteps), (.reactorKit, .reactorKitSteps)]
      as [(Engine, GoldenTrace.Section)]
    {
      guard let side = step.side(engine) else { continue }
      format.writeStep(step, side, to: buffers[section]!)
      steps[section]!.append(step.index)
    }
  }

  mutating func entry(_ row: EntryRow) {
    for (engine, section) in [(Engine.tca, .tcaEmissions), (.reactorKit, .reactorKitEmissions)]
      as [(Engine, GoldenTrace.Section)]
    {
      guard let side = row.side(engine) else { continue }
      format.writeEntry(side, to: buffers[section]!)
      steps[section]!.append(side.step)
      causes[section]!.append(side.cause)
    }
  }

  mutating func expect(_ outcome: ExpectOutcome) {
    guard !outcome.holds else { return }
    failedExpects.append(
      (outcome.step.directive.line, ExpectMessage(outcome, fields: format.fields, file: file).text))
  }

  /// The lines of a section (emissions followed by `<- CAUSE` where they have one) and the
  /// step of each.
  func take(_ section: GoldenTrace.Section) -> (lines: [String], steps: [Int]) {
    let bytes = buffers[section]!.bytes
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    if lines.last == "" { lines.removeLast() }
    for (index, cause) in causes[section]!.enumerated() {
      guard let cause else { continue }
      lines[index] += " <- " + Self.oneLine(cause)
    }
    return (lines, steps[section]!)
  }

  // NB: a golden trace line holds any text but a line feed or a carriage return; scalar by
  // scalar, because "\r\n" is one Character and a Character-wise replace would miss it.
  private static func oneLine(_ cause: String) -> String {
    var result = ""
    for scalar in cause.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
