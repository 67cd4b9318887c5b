import TCAEngine

/// Replays one scenario through both engines of a pair in lockstep, each engine on its own
/// virtual clock, and compares them at a level: the one replay every command and every test
/// runs.
///
/// From a test, ``run(_:)`` returns a ``ReplayResult`` and prints nothing:
///
/// ```swift
/// let scenario = try Scenario(feature: .todos) {
///   Send("add", "Milk")
///   Send("toggle", 0)
///   Advance(.seconds(1))
///   Expect("activeCount", 0)
/// }
/// let result = try Replay(scenario, pair: .todos, level: .steps).run()
/// #expect(result.passed, "\(result.report)")
/// ```
///
/// The commands stream the same replay's typed events into their outputs (the table, JSON
/// Lines, traces, golden files), so nothing keeps the whole trace: steps are compared as they
/// happen, and timeline and emission entries wait only for the other engine's entry at the
/// same position. Causes are not recorded on the way: replay is deterministic, so at a
/// divergence a second pass replays the scenario up to that step and records the causes of
/// the steps since the last agreeing one.
///
/// ```swift
/// var table = RunTable(…)
/// let summary = try Replay(scenario: scenario, pair: pair, level: .steps).run(&table)
/// ```
public struct Replay: Sendable {
  /// The scenario to replay.
  package var scenario: Scenario
  /// The feature it names.
  package var pair: FeaturePair
  /// What must agree.
  package var level: ComparisonLevel
  /// The engines to run: both for `run`, one for `trace`.
  package var engines: [Engine]

  package init(
    scenario: Scenario, pair: FeaturePair, level: ComparisonLevel,
    engines: [Engine] = Engine.allCases
  ) {
    self.scenario = scenario
    self.pair = pair
    self.level = level
    self.engines = engines
  }

  /// Runs the scenario to the end, reporting to `observer`, and returns the summary (also
  /// delivered as the last event, when wanted).
  ///
  /// Throws, at the step that asked for it, when an engine would hold more pending work than
  /// the pair's `pendingWorkLimit` (``PendingWorkLimit``): that step is not reported, and
  /// neither is a summary, so a caller writes nothing it would have to take back.
  @discardableResult @MainActor
  package func run<Observer: ReplayObserver>(
    _ observer: inout Observer
  ) throws(ScenarioDiagnostic) -> ReplaySummary {
    // NB: features run on their live dependencies in a replay, in a test process too (where
    // an unset context would be `.test`), so `swift test` replays what the command does.
    let outcome = DependencyValues.$_defaultContext.withValue(.live) {
      () -> Result<ReplaySummary, ScenarioDiagnostic> in
      var run = ReplayRun(replay: self, kinds: observer.kinds)
      do throws(ScenarioDiagnostic) {
        return .success(try run.run(&observer))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }
}

// MARK: - Running

/// One engine's moving parts during a replay.
@MainActor
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

@MainActor
private struct ReplayRun {
  let replay: Replay
  let kinds: ReplayEventKinds
  let lanes: [Lane]
  /// Whether emissions are collected after each step: to align them, or to report them.
  let collectsEmissions: Bool
  /// The steps whose causes are recorded (the second pass), and after which the run stops.
  let causeWindow: ClosedRange<Int>?
  var summary: ReplaySummary
  var entryCount = 0
  var divergence: Divergence?
  var lastAgreeingStep = 0
  /// Compares each step's states, looking only at what changed since they last agreed.
  let agreement = StateAgreement()

  init(replay: Replay, kinds: ReplayEventKinds, causeWindow: ClosedRange<Int>? = nil) {
    self.replay = replay
    self.kinds = kinds
    self.causeWindow = causeWindow
    // NB: timeline and emission levels compare emissions, so they collect them whatever the
    // observer wants; a `steps` replay collects them only to report them.
    let collectsEmissions =
      causeWindow == nil && (replay.level != .steps || kinds.contains(.emission))
    self.collectsEmissions = collectsEmissions
    lanes = replay.engines.map { engine in
      Lane(
        engine: engine, pair: replay.pair,
        recorder: EngineRecorder(
          recordsCauses: false, recordsEmissions: collectsEmissions,
          describesEmissionCauses: kinds.contains(.emissionCause) && causeWindow == nil,
          mayRecordCauses: causeWindow != nil,
          recordsLifetimes: causeWindow == nil && kinds.contains(.lifetime),
          pendingWorkLimit: replay.pair.pendingWorkLimit))
    }
    summary = ReplaySummary(
      file: replay.scenario.file, feature: replay.pair.name, level: replay.level, steps: 0,
      entries: 0, divergence: nil, expects: 0, failedExpects: 0)
  }

  mutating func run<Observer: ReplayObserver>(
    _ observer: inout Observer
  ) throws(ScenarioDiagnostic) -> ReplaySummary {
    collectEntries(step: 0, directive: nil, text: "(initial)", &observer)
    reportLifetimes(step: 0, &observer)
    var stepIndex = 0
    // NB: the sessions and recorders held locally: calling through `lanes` retained and
    // released each lane and its session on every step.
    let sessions = StepSessions(lanes.map(\.session))
    let recorders = lanes.map(\.recorder)
    directives: for directive in replay.scenario.directives {
      let text = directive.stepText
      switch directive.kind {
      case .send(let send, let count):
        let senders = sessions.senders(action: send.action, payload: send.payload)
        for repetition in 1...count {
          stepIndex += 1
          if startStep(stepIndex) { break directives }
          senders.send()
          if Self.anyReachedLimit(recorders) {
            try stopAtLimit(stepIndex, directive, repetition: count > 1 ? (repetition, count) : nil)
          }
          finishStep(stepIndex, directive, text, &observer)
        }
      case .advance(let milliseconds):
        stepIndex += 1
        if startStep(stepIndex) { break directives }
        sessions.advance(milliseconds: milliseconds)
        if Self.anyReachedLimit(recorders) {
          try stopAtLimit(stepIndex, directive, repetition: nil)
        }
        finishStep(stepIndex, directive, text, &observer)
      case .expect(let expect):
        stepIndex += 1
        if startStep(stepIndex) { break directives }
        let record = finishStep(stepIndex, directive, text, &observer)
        check(record, expect, &observer)
      }
    }
    if causeWindow != nil { return summary }
    if replay.level == .timeline {
      for lane in lanes { lane.folder.finish(releasingInto: &lane.queue) }
    }
    pairEntries(draining: true, &observer)
    summary.steps = stepIndex
    summary.entries = entryCount
    if var divergence, kinds.contains(.divergence) {
      (divergence.tcaCauses, divergence.reactorKitCauses) = causes(of: divergence)
      observer.observe(.divergence(divergence))
    }
    if kinds.contains(.summary) { observer.observe(.summary(summary)) }
    return summary
  }

  /// Whether an engine refused work for being at its limit during the step.
  ///
  /// NB: a plain loop over a local array, not `contains(where: \.recorder…)` on `lanes`: this
  /// runs on every step, a key path is applied through the runtime, and a method on `self`
  /// copied the whole run to call it.
  private static func anyReachedLimit(_ recorders: [EngineRecorder]) -> Bool {
    var reached = false
    for recorder in recorders where recorder.reachedPendingWorkLimit { reached = true }
    return reached
  }

  /// Stops the replay at this step, where an engine refused work for being at its limit.
  private func stopAtLimit(
    _ step: Int, _ directive: ScenarioDirective, repetition: (Int, of: Int)?
  ) throws(ScenarioDiagnostic) {
    let engines = lanes.filter { $0.recorder.reachedPendingWorkLimit }.map(\.engine)
    throw PendingWorkLimit.diagnostic(
      file: replay.scenario.file, directive: directive, step: step, repetition: repetition,
      engines: engines, limit: replay.pair.pendingWorkLimit)
  }

  /// Switches cause recording for the step; true when a second pass is past its window.
  private func startStep(_ index: Int) -> Bool {
    guard let causeWindow else { return false }
    if index > causeWindow.upperBound { return true }
    for lane in lanes { lane.recorder.recordsCauses = causeWindow.contains(index) }
    return false
  }

  /// Replays the scenario again up to the divergence, recording causes since the last agreeing
  /// step.
  private func causes(of divergence: Divergence) -> (tca: [Cause], reactorKit: [Cause]) {
    guard divergence.step > divergence.lastAgreeingStep else { return ([], []) }
    let window = (divergence.lastAgreeingStep + 1)...divergence.step
    var second = ReplayRun(replay: replay, kinds: [], causeWindow: window)
    var ignored = IgnoringObserver()
    // NB: the second pass stops at a step the first one got past, so it cannot reach a limit.
    _ = try? second.run(&ignored)
    let recorders = Dictionary(uniqueKeysWithValues: second.lanes.map { ($0.engine, $0.recorder) })
    return (recorders[.tca]?.causes ?? [], recorders[.reactorKit]?.causes ?? [])
  }

  // MARK: Steps

  @discardableResult
  mutating func finishStep<Observer: ReplayObserver>(
    _ index: Int, _ directive: ScenarioDirective, _ text: String, _ observer: inout Observer
  ) -> StepRecord {
    var record = StepRecord(index: index, directive: directive, text: text)
    for lane in lanes {
      let side = EngineStep(milliseconds: lane.session.milliseconds, state: lane.session.state)
      if lane.engine == .tca {
        record.tca = side
        record.pendingWork.tca = lane.session.pendingWork
      } else {
        record.reactorKit = side
        record.pendingWork.reactorKit = lane.session.pendingWork
      }
    }
    if let tca = record.tca, let reactorKit = record.reactorKit {
      record.agrees =
        tca.milliseconds == reactorKit.milliseconds && agreement.agree(tca.state, reactorKit.state)
    }
    guard causeWindow == nil else { return record }
    if replay.level == .steps {
      if record.agrees {
        if divergence == nil { lastAgreeingStep = index }
      } else {
        report(.step(record))
      }
    }
    // NB: the record moves into the event and back out, rather than being copied into it
    // (a retain and a release of each of its states' buffers, every step).
    let event = ReplayEvent.step(record)
    if kinds.contains(.step) { observer.observe(event) }
    collectEntries(step: index, directive: directive, text: text, &observer)
    reportLifetimes(step: index, &observer)
    guard case .step(let kept) = consume event else { preconditionFailure("a step event") }
    return kept
  }

  private func reportLifetimes<Observer: ReplayObserver>(step: Int, _ observer: inout Observer) {
    guard causeWindow == nil, kinds.contains(.lifetime) else { return }
    for lane in lanes {
      for lifetime in lane.recorder.takeLifetimes() {
        observer.observe(
          .lifetime(
            EngineLifetime(
              engine: lane.engine, step: step, milliseconds: lifetime.milliseconds,
              id: lifetime.id, phase: lifetime.phase, label: lifetime.label,
              cancelID: lifetime.cancelID)))
      }
    }
  }

  mutating func check<Observer: ReplayObserver>(
    _ record: StepRecord, _ expect: ScenarioDirective.Expect, _ observer: inout Observer
  ) {
    guard causeWindow == nil else { return }
    let outcome = ExpectOutcome(
      step: record, expect: expect,
      tca: record.tca.map { expect.path.lookUp(in: $0.state) },
      reactorKit: record.reactorKit.map { expect.path.lookUp(in: $0.state) })
    summary.expects += 1
    if !outcome.holds { summary.failedExpects += 1 }
    if kinds.contains(.expect) { observer.observe(.expect(outcome)) }
  }

  // MARK: Entries

  mutating func collectEntries<Observer: ReplayObserver>(
    step: Int, directive: ScenarioDirective?, text: String, _ observer: inout Observer
  ) {
    guard collectsEmissions else { return }
    let reports = kinds.contains(.emission)
    for lane in lanes {
      for emission in lane.recorder.takeEmissions() {
        let entry = EntrySide(
          step: step, line: directive?.line, text: text, milliseconds: emission.milliseconds,
          state: emission.state, cause: emission.cause)
        if reports {
          observer.observe(.emission(EngineEmission(engine: lane.engine, entry: entry)))
        }
        if replay.level == .steps {
          continue
        } else if replay.level == .emissions {
          lane.queue.append(entry)
        } else {
          lane.folder.add(entry, releasingInto: &lane.queue)
        }
      }
    }
    guard replay.level != .steps else { return }
    pairEntries(draining: false, &observer)
    if divergence == nil && lanes.allSatisfy(\.queue.isEmpty) {
      // NB: on a timeline the pending instant is not compared yet, so the steps since it
      // started do not count as agreeing.
      let pending = lanes.compactMap(\.folder.pendingSinceStep).min().map { $0 - 1 } ?? step
      lastAgreeingStep = max(lastAgreeingStep, min(step, pending))
    }
  }

  mutating func pairEntries<Observer: ReplayObserver>(
    draining: Bool, _ observer: inout Observer
  ) {
    while true {
      let ready =
        draining
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
      if kinds.contains(.entry) { observer.observe(.entry(row)) }
      if !row.agrees { report(.entry(row)) }
    }
  }

  // MARK: Divergence

  mutating func report(_ location: Divergence.Location) {
    guard divergence == nil else { return }
    let found = Divergence(
      location: location, lastAgreeingStep: lastAgreeingStep, tcaCauses: [],
      reactorKitCauses: [])
    summary.divergence = (found.step, found.line)
    divergence = found
  }
}

/// The lanes' sessions as the step loop calls them, the first two held directly.
///
/// NB: a call through an array element retains and releases the session around it; a call
/// through a stored property of a local value does not. A run has one lane or two.
@MainActor
private struct StepSessions {
  let first: (any EngineSession)?
  let second: (any EngineSession)?
  let rest: ArraySlice<any EngineSession>

  init(_ sessions: [any EngineSession]) {
    first = sessions.first
    second = sessions.dropFirst().first
    rest = sessions.dropFirst(2)
  }

  /// Each session's sender of the action, for the repetitions of one `send` directive.
  func senders(action: Int, payload: StateValue?) -> StepSenders {
    StepSenders(
      first: first?.sender(action: action, payload: payload),
      second: second?.sender(action: action, payload: payload),
      rest: rest.map { $0.sender(action: action, payload: payload) })
  }

  func advance(milliseconds: Int) {
    first?.advance(milliseconds: milliseconds)
    second?.advance(milliseconds: milliseconds)
    for session in rest { session.advance(milliseconds: milliseconds) }
  }
}

/// The senders of one action for each session, made once per `send` directive: a repeated
/// send (`send increment x1000`) calls them, with no look-up of the action on each step.
@MainActor
private struct StepSenders {
  let first: (() -> Void)?
  let second: (() -> Void)?
  let rest: [() -> Void]

  func send() {
    first?()
    second?()
    for send in rest { send() }
  }
}

/// Receives nothing: the second pass only records causes.
private struct IgnoringObserver: ReplayObserver {
  var kinds: ReplayEventKinds { [] }
  mutating func observe(_ event: ReplayEvent) {}
}
