// MARK: - Steps

/// One engine's clock and projected state after a step.
package struct EngineStep: Equatable {
  /// The engine's virtual time in milliseconds.
  package var milliseconds: Int
  /// The projected state.
  package var state: ProjectedState
}

/// One step of a replay: a single send, an `advance` or an `expect`, with each engine's result.
package struct StepRecord {
  /// The 1-based step number (`send increment x3` is three steps).
  package var index: Int
  /// The directive the step comes from.
  package var directive: ScenarioDirective
  /// The directive as the table and traces print it: `send increment`, `advance 500ms`.
  package var text: String
  /// The TCA side, when that engine runs.
  package var tca: EngineStep?
  /// The ReactorKit side, when that engine runs.
  package var reactorKit: EngineStep?
  /// The work each engine still held after the step (``EngineSession/pendingWork``), TCA's
  /// then ReactorKit's; 0 for an engine that does not run.
  package var pendingWork: (tca: Int, reactorKit: Int) = (0, 0)

  /// Whether both engines (when both run) have the same time and state: set by the replay
  /// once both sides are in.
  ///
  /// NB: stored, compared once: the replay and the outputs all ask, and comparing a state of
  /// long lists is not free.
  package var agrees = true

  /// The given engine's side.
  package func side(_ engine: Engine) -> EngineStep? {
    engine == .tca ? tca : reactorKit
  }
}

// MARK: - Timeline and emissions

/// One state an engine's observer received.
package struct EngineEmission {
  /// The engine.
  package var engine: Engine
  /// The emission with the step it came from.
  package var entry: EntrySide
}

/// One entry of an engine's timeline or emission sequence, with the step it came from.
package struct EntrySide {
  /// The step during which the state was emitted (0 for the initial state).
  package var step: Int
  /// The scenario line of that step (`nil` for the initial state).
  package var line: Int?
  /// The directive of that step, or `(initial)`.
  package var text: String
  /// The virtual time of the emission.
  package var milliseconds: Int
  /// The emitted state.
  package var state: ProjectedState
  /// The causes of the emission, when an output asked for them.
  package var cause: String?

  /// Whether two entries have the same time and state (what `timeline`/`emissions` compare).
  package func matches(_ other: EntrySide) -> Bool {
    milliseconds == other.milliseconds && state == other.state
  }
}

/// The n-th entry of each engine's sequence, side by side.
package struct EntryRow {
  /// The 1-based position in the sequences.
  package var index: Int
  /// The TCA entry, `nil` when TCA has no n-th entry (or does not run).
  package var tca: EntrySide?
  /// The ReactorKit entry, `nil` when ReactorKit has no n-th entry (or does not run).
  package var reactorKit: EntrySide?
  /// Whether the row agrees (always, when only one engine runs).
  package var agrees: Bool

  /// The given engine's side.
  package func side(_ engine: Engine) -> EntrySide? {
    engine == .tca ? tca : reactorKit
  }

  /// The side that describes the row's step: TCA's, or ReactorKit's when TCA has none.
  package var primary: EntrySide { (tca ?? reactorKit)! }
}

// MARK: - Expectations and divergences

/// The result of one `expect` line, per engine.
package struct ExpectOutcome {
  /// The step of the `expect`.
  package var step: StepRecord
  /// The path checked and the value expected there.
  package var expect: ScenarioDirective.Expect
  /// What TCA has at the path, when that engine runs.
  package var tca: StatePath.LookUp?
  /// What ReactorKit has at the path, when that engine runs.
  package var reactorKit: StatePath.LookUp?

  /// Whether every engine that ran has the expected value.
  package var holds: Bool {
    Engine.allCases.allSatisfy { holds(for: $0) ?? true }
  }

  /// Whether the engine has the expected value, or `nil` when it did not run.
  package func holds(for engine: Engine) -> Bool? {
    switch actual(engine) {
    case .found(let value)?: expect.value.isMatched(by: value)
    case .missing?: false
    case nil: nil
    }
  }

  /// What the engine has at the path.
  package func actual(_ engine: Engine) -> StatePath.LookUp? {
    engine == .tca ? tca : reactorKit
  }
}

/// The first place where the engines disagree at the chosen level, with what led to it.
package struct Divergence {
  /// Where it happened.
  package enum Location {
    /// At a step (`--compare steps`).
    case step(StepRecord)
    /// At an entry of the timeline or of the emissions.
    case entry(EntryRow)
  }

  /// Where it happened.
  package var location: Location
  /// The last step after which everything compared so far agreed (0: the start).
  package var lastAgreeingStep: Int
  /// TCA's causes since that step.
  package var tcaCauses: [Cause]
  /// ReactorKit's causes since that step.
  package var reactorKitCauses: [Cause]

  /// The step number where the engines diverged.
  package var step: Int {
    switch location {
    case .step(let step): step.index
    case .entry(let row): row.primary.step
    }
  }

  /// The scenario line where the engines diverged (`nil` for the initial state).
  package var line: Int? {
    switch location {
    case .step(let step): step.directive.line
    case .entry(let row): row.primary.line
    }
  }

  /// The given engine's causes.
  package func causes(_ engine: Engine) -> [Cause] {
    engine == .tca ? tcaCauses : reactorKitCauses
  }
}

/// The outcome of replaying one scenario.
package struct ReplaySummary {
  /// The scenario's file name.
  package var file: String
  /// The feature it drove.
  package var feature: String
  /// The level compared.
  package var level: ComparisonLevel
  /// The number of steps run.
  package var steps: Int
  /// The number of entries compared (`timeline`/`emissions`; 0 for `steps`).
  package var entries: Int
  /// The first divergence's step and line, if any.
  package var divergence: (step: Int, line: Int?)?
  /// How many `expect` lines ran.
  package var expects: Int
  /// How many of them failed.
  package var failedExpects: Int

  /// Whether the scenario passed: no divergence and every expect held.
  package var passed: Bool { divergence == nil && failedExpects == 0 }

  /// `.success` when it passed, `.failure` otherwise.
  package var exitCode: ExitCode { passed ? .success : .failure }
}
