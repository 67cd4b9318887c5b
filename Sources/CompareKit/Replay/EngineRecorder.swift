/// Collects what one engine does during a replay: the states its observers receive and the
/// causes of each, for the replay to consume step by step.
///
/// An `EngineSession` calls `recordEmission(_:atMilliseconds:)` from its state observer and
/// `recordCause(_:)` for every action its engine reduces. Each is a no-op unless the replay asked
/// for it (check `recordsCauses`/`recordsEmissions` before building anything), so a long
/// `steps` comparison spends nothing on either.
///
/// ```swift
/// store._observeActions { action, origin in
///   guard recorder.recordsCauses else { return }
///   recorder.recordCause(Cause(atMilliseconds: now, subject: TCACause(action: action, …)))
/// }
/// ```
@usableFromInline
package final class EngineRecorder {
  /// One state received by an observer of the engine.
  package struct Emission {
    /// The engine's virtual time when the state was emitted.
    package var milliseconds: Int
    /// The projected state.
    package var state: ProjectedState
    /// The causes since the previous emission, joined with `; `, when an output needs them.
    package var cause: String?
  }

  /// Whether sessions should record causes now.
  package internal(set) var recordsCauses: Bool
  /// Whether this recorder may ever record causes: when `false`, sessions need not observe
  /// actions and mutations at all, which keeps the observation off the hot path.
  package let mayRecordCauses: Bool
  /// Whether sessions should record emissions at all.
  @usableFromInline package let recordsEmissions: Bool
  /// Whether each emission takes the causes recorded since the previous one, as text.
  package let describesEmissionCauses: Bool
  /// Whether sessions should report lifetimes; when `false` they need not observe them at all.
  package let recordsLifetimes: Bool
  /// The most pending work the session may let its engine hold at once: TCA `.run` effects in
  /// flight, or ReactorKit timed work queued on the virtual scheduler.
  package let pendingWorkLimit: Int
  /// Set by the session once its engine refused work for holding `pendingWorkLimit` already;
  /// the replay stops at that step.
  // NB: `@exclusivity(unchecked)`: read by the replay after every step, set by one session,
  // each access instantaneous; the run-time check cost more than the step's other checks.
  @exclusivity(unchecked) package var reachedPendingWorkLimit = false

  /// The causes recorded and not yet taken by an emission.
  package private(set) var causes: [Cause] = []
  private var emissions: [Emission] = []
  private var lifetimes: [Lifetime] = []

  /// One start or end of an effect or inner subscription.
  package struct Lifetime {
    /// The engine's virtual time.
    package var milliseconds: Int
    /// Pairs a start with its end.
    package var id: Int
    /// What happened.
    package var phase: EngineLifetime.Phase
    /// What it is.
    package var label: String
    /// The cancel id, if any.
    package var cancelID: String?
  }

  package init(
    recordsCauses: Bool, recordsEmissions: Bool, describesEmissionCauses: Bool,
    mayRecordCauses: Bool = true, recordsLifetimes: Bool = false,
    pendingWorkLimit: Int = PendingWorkLimit.standard
  ) {
    self.pendingWorkLimit = pendingWorkLimit
    self.recordsLifetimes = recordsLifetimes
    // NB: causes are only ever taken by emissions here; without emissions they would pile up.
    self.recordsCauses = recordsCauses || (describesEmissionCauses && recordsEmissions)
    self.mayRecordCauses = mayRecordCauses || self.recordsCauses
    self.recordsEmissions = recordsEmissions
    self.describesEmissionCauses = describesEmissionCauses && recordsEmissions
  }

  /// Records one action the engine reduced.
  package func recordCause(_ cause: Cause) {
    guard recordsCauses else { return }
    causes.append(cause)
  }

  /// Records one state received by an observer of the engine.
  @usableFromInline package func recordEmission(
    _ state: ProjectedState, atMilliseconds milliseconds: Int
  ) {
    guard recordsEmissions else { return }
    var cause: String?
    if describesEmissionCauses, !causes.isEmpty {
      cause = causes.map(\.description).joined(separator: "; ")
      causes.removeAll(keepingCapacity: true)
    }
    emissions.append(Emission(milliseconds: milliseconds, state: state, cause: cause))
  }

  /// Records one start or end of an effect or inner subscription.
  package func recordLifetime(_ lifetime: Lifetime) {
    guard recordsLifetimes else { return }
    lifetimes.append(lifetime)
  }

  /// Hands over the lifetime changes recorded so far and forgets them.
  package func takeLifetimes() -> [Lifetime] {
    defer { lifetimes.removeAll(keepingCapacity: true) }
    return lifetimes
  }

  /// Hands over the emissions recorded so far and forgets them.
  package func takeEmissions() -> [Emission] {
    defer { emissions.removeAll(keepingCapacity: true) }
    return emissions
  }
}
