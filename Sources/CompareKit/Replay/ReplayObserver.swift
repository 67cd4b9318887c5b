/// One thing that happened in a replay, in the order it happened: the one stream every output
/// — the table, JSON Lines, trace lines, golden traces, the CI reports — is written from.
///
/// ```swift
/// switch event {
/// case .step(let step): …          // each engine's time and state after a step
/// case .emission(let emission): …  // one state an engine's observer received, with its cause
/// case .entry(let row): …          // the n-th timeline or emission entry of both engines
/// case .expect(let outcome): …     // an `expect` line, per engine
/// case .divergence(let found): …   // the first place the engines disagree, with causes
/// case .summary(let summary): …    // the end
/// case .lifetime(let lifetime): …  // an effect started, finished or was cancelled (opt-in)
/// }
/// ```
package enum ReplayEvent {
  /// After each step (each single send, `advance`, `expect`).
  case step(StepRecord)
  /// Each state an engine's observer received, as it is collected after each step.
  case emission(EngineEmission)
  /// Each aligned timeline or emission entry (`--compare timeline|emissions` only).
  case entry(EntryRow)
  /// After each `expect` step.
  case expect(ExpectOutcome)
  /// Once, at the first divergence at the chosen level.
  case divergence(Divergence)
  /// Once, at the end.
  case summary(ReplaySummary)
  /// Each start and end of an effect or inner subscription, after the step's emissions.
  case lifetime(EngineLifetime)
}

/// The kinds of event an observer wants. The replay records and computes only what some
/// observer wants: no emissions without `emission` (or a timeline or emissions comparison,
/// which needs them), no cause text without `emissionCause`, no second pass for causes
/// without `divergence`.
///
/// A new kind — the lifetimes of effects and inner subscriptions, say — is one more bit here
/// and one more `ReplayEvent` case; the replay turns its recording on in the sessions'
/// `EngineRecorder` only when the bit is asked for, so existing observers pay nothing.
package struct ReplayEventKinds: OptionSet, Sendable {
  package let rawValue: Int

  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `.step` events.
  package static let step = ReplayEventKinds(rawValue: 1 << 0)
  /// `.emission` events.
  package static let emission = ReplayEventKinds(rawValue: 1 << 1)
  /// The text of each emission's causes (`EngineEmission.cause`).
  package static let emissionCause = ReplayEventKinds(rawValue: 1 << 2)
  /// `.entry` events.
  package static let entry = ReplayEventKinds(rawValue: 1 << 3)
  /// `.expect` events.
  package static let expect = ReplayEventKinds(rawValue: 1 << 4)
  /// `.divergence` events, with both engines' causes since the last agreeing step.
  package static let divergence = ReplayEventKinds(rawValue: 1 << 5)
  /// The `.summary` event.
  package static let summary = ReplayEventKinds(rawValue: 1 << 6)
  /// `.lifetime` events; without it, the engines are not even asked to report lifetimes.
  package static let lifetime = ReplayEventKinds(rawValue: 1 << 7)
}

/// Receives a replay's events as they happen, so that outputs stream instead of keeping the
/// whole trace.
///
/// The replay is generic over its observer and asks it once which kinds it wants.
///
/// ```swift
/// struct CountSteps: ReplayObserver {
///   var count = 0
///   var kinds: ReplayEventKinds { .step }
///   mutating func observe(_ event: ReplayEvent) {
///     if case .step = event { count += 1 }
///   }
/// }
/// ```
package protocol ReplayObserver {
  /// The kinds of event wanted; others are not delivered, and not computed if no one wants them.
  var kinds: ReplayEventKinds { get }
  /// Receives one event.
  mutating func observe(_ event: ReplayEvent)
}
