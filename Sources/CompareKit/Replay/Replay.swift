/// Replays one scenario through one or both engines in lockstep, step by step, each engine on its
/// own virtual clock, and streams the results to an observer.
///
/// Nothing keeps the whole trace: steps are compared as they happen, timeline and emission
/// entries wait only for the other engine's entry at the same position, and causes are kept only
/// since the last step where everything agreed (and not at all once a divergence is reported).
///
/// ```swift
/// var table = RunTable(…)
/// let summary = Replay(scenario: scenario, pair: pair, level: .steps).run(&table)
/// summary.exitCode  // .success when the engines agree and every expect holds
/// ```
package struct Replay {
  /// The scenario to replay.
  package var scenario: Scenario
  /// The feature it names.
  package var pair: FeaturePair
  /// What must agree.
  package var level: ComparisonLevel
  /// The engines to run: both for `run`, one for `trace`.
  package var engines: [Engine]
  /// Whether emission entries carry the text of their causes (JSON output).
  package var describesEmissionCauses: Bool

  package init(
    scenario: Scenario,
    pair: FeaturePair,
    level: ComparisonLevel,
    engines: [Engine] = Engine.allCases,
    describesEmissionCauses: Bool = false
  ) {
    self.scenario = scenario
    self.pair = pair
    self.level = level
    self.engines = engines
    self.describesEmissionCauses = describesEmissionCauses
  }

  /// Runs the scenario to the end, reporting to `observer`, and returns the summary it was also
  /// given.
  @discardableResult
  package func run<Observer: ReplayObserver>(_ observer: inout Observer) -> ReplaySummary {
    var run = ReplayRun(replay: self)
    return run.run(&observer)
  }
}

// MARK: - Running

/// One engine's moving parts during a replay.
private final class Lane {
  let engine: Engine
  let recorder: EngineRecorder
  let session: any EngineSession
  var folder = TimelineFolder()
  var queue = EntryQueue()

  init(engine: Engine, pair: FeaturePair, recorder: EngineRecorder) {
    self.engine = engine
    self.recorder = recorder
    self.session = pair.makeSession(engine, recorder)
  }
}

private struct ReplayRun {
  let replay: Replay
  let lanes: [Lane]
  let actionIndices: [String: Int]
  var summary: ReplaySummary
  var entryCount = 0
  var reported = false
  var lastAgreeingStep = 0

  init(replay: Replay) {
    self.replay = replay
    let comparing = replay.engines.count > 1
    lanes = replay.engines.map { engine in
      Lane(
        engine: engine, pair: replay.pair,
        recorder: EngineRecorder(
          recordsCauses: comparing, recordsEmissions: replay.level != .steps,
          describesEmissionCauses: replay.describesEmissionCauses))
    }
    var indices: [String: Int] = [:]
    for (index, action) in replay.pair.vocabulary.actions.enumerated() { indices[action] = index }
    actionIndices = indices
    summary = ReplaySummary(
      file: replay.scenario.file, feature: replay.pair.name, level: replay.level, steps: 0,
      entries: 0, divergence: nil, expects: 0, failedExpects: 0)
  }

  mutating func run<Observer: ReplayObserver>(_ observer: inout Observer) -> ReplaySummary {
    collectEntries(step: 0, directive: nil, text: "(initial)", &observer)
    var stepIndex = 0
    for directive in replay.scenario.directives {
      let text = directive.stepText
      switch directive.kind {
      case .send(let action, let count):
        let actionIndex = actionIndices[action]!
        for _ in 0..<count {
          stepIndex += 1
          for lane in lanes { lane.session.send(action: actionIndex) }
          finishStep(stepIndex, directive, text, &observer)
        }
      case .advance(let milliseconds):
        stepIndex += 1
        for lane in lanes { lane.session.advance(milliseconds: milliseconds) }
        finishStep(stepIndex, directive, text, &observer)
      case .expect(let field, let expected):
        stepIndex += 1
        let record = finishStep(stepIndex, directive, text, &observer)
        check(record, field: field, expected: expected, &observer)
      }
    }
    if replay.level == .timeline {
      for lane in lanes { lane.folder.finish(releasingInto: &lane.queue) }
    }
    pairEntries(draining: true, &observer)
    summary.steps = stepIndex
    summary.entries = entryCount
    observer.finish(summary)
    return summary
  }

  // MARK: Steps

  @discardableResult
  mutating func finishStep<Observer: ReplayObserver>(
    _ index: Int, _ directive: ScenarioDirective, _ text: String, _ observer: inout Observer
  ) -> StepRecord {
    var record = StepRecord(index: index, directive: directive, text: text)
    for lane in lanes {
      let side = EngineStep(
        milliseconds: lane.session.milliseconds, state: lane.session.projectedState())
      if lane.engine == .tca { record.tca = side } else { record.reactorKit = side }
    }
    observer.step(record)
    if replay.level == .steps {
      if record.agrees {
        if !reported { clearCauses(before: .max, step: index) }
      } else {
        report(.step(record), &observer)
      }
    } else {
      collectEntries(step: index, directive: directive, text: text, &observer)
    }
    return record
  }

  mutating func check<Observer: ReplayObserver>(
    _ record: StepRecord, field: String, expected: FieldValue, _ observer: inout Observer
  ) {
    let fieldIndex = replay.pair.vocabulary.fields.firstIndex { $0.name == field }!
    let outcome = ExpectOutcome(
      step: record, field: field, expected: expected,
      tca: record.tca?.state.values[fieldIndex],
      reactorKit: record.reactorKit?.state.values[fieldIndex])
    summary.expects += 1
    if !outcome.holds { summary.failedExpects += 1 }
    observer.expect(outcome)
  }

  // MARK: Entries

  mutating func collectEntries<Observer: ReplayObserver>(
    step: Int, directive: ScenarioDirective?, text: String, _ observer: inout Observer
  ) {
    guard replay.level != .steps else { return }
    for lane in lanes {
      for emission in lane.recorder.takeEmissions() {
        let entry = EntrySide(
          step: step, line: directive?.line, text: text, milliseconds: emission.milliseconds,
          state: emission.state, cause: emission.cause)
        if replay.level == .emissions {
          lane.queue.append(entry)
        } else {
          lane.folder.add(entry, releasingInto: &lane.queue)
        }
      }
    }
    pairEntries(draining: false, &observer)
    if !reported && lanes.allSatisfy(\.queue.isEmpty) {
      // NB: on a timeline the pending instant is not compared yet, so its causes stay.
      let pending = lanes.compactMap(\.folder.pendingMilliseconds).min() ?? .max
      clearCauses(before: pending, step: step)
    }
  }

  mutating func pairEntries<Observer: ReplayObserver>(
    draining: Bool, _ observer: inout Observer
  ) {
    while true {
      let ready = draining
        ? lanes.contains { !$0.queue.isEmpty } : lanes.allSatisfy { !$0.queue.isEmpty }
      guard ready else { return }
      entryCount += 1
      var row = EntryRow(index: entryCount, tca: nil, reactorKit: nil, agrees: true)
      for lane in lanes {
        let entry = lane.queue.popFirst()
        if lane.engine == .tca { row.tca = entry } else { row.reactorKit = entry }
      }
      if lanes.count > 1 {
        if let tca = row.tca, let reactorKit = row.reactorKit {
          row.agrees = tca.matches(reactorKit)
        } else {
          row.agrees = false
        }
      }
      observer.entry(row)
      if !row.agrees { report(.entry(row), &observer) }
    }
  }

  // MARK: Divergence

  mutating func clearCauses(before milliseconds: Int, step: Int) {
    lastAgreeingStep = step
    for lane in lanes { lane.recorder.clearCauses(before: milliseconds) }
  }

  mutating func report<Observer: ReplayObserver>(
    _ location: Divergence.Location, _ observer: inout Observer
  ) {
    guard !reported else { return }
    reported = true
    let divergence = Divergence(
      location: location, lastAgreeingStep: lastAgreeingStep,
      tcaCauses: lanes.first { $0.engine == .tca }?.recorder.causes ?? [],
      reactorKitCauses: lanes.first { $0.engine == .reactorKit }?.recorder.causes ?? [])
    summary.divergence = (divergence.step, divergence.line)
    for lane in lanes {
      lane.recorder.keepsHistory = false
      if !lane.recorder.describesEmissionCauses { lane.recorder.recordsCauses = false }
      lane.recorder.clearCauses()
    }
    observer.divergence(divergence)
  }
}
