/// Collects what one engine does during a replay: the states its observers receive and the
/// causes of each, for the replay to consume step by step.
///
/// An `EngineSession` calls `recordEmission(_:atMilliseconds:)` from its state observer and
/// `recordCause(_:)` for every action its engine reduces. Each is a no-op unless the replay asked
/// for it, so a `steps` comparison spends nothing on emissions, and causes are dropped once they
/// can no longer be shown.
///
/// ```swift
/// store._observeActions { action, origin in
///   if recorder.recordsCauses { recorder.recordCause(Cause(…)) }
/// }
/// ```
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

  /// Whether sessions should record causes at all.
  package var recordsCauses: Bool
  /// Whether sessions should record emissions at all.
  package let recordsEmissions: Bool
  /// Whether each emission carries the text of its causes.
  package let describesEmissionCauses: Bool

  /// Whether causes are kept for a divergence report; once off, a cause is dropped as soon as an
  /// emission has described it.
  package var keepsHistory = true

  /// The causes recorded since the replay last cleared them.
  package private(set) var causes: [Cause] = []
  /// The emissions recorded since the replay last took them.
  package private(set) var emissions: [Emission] = []
  private var causesAtLastEmission = 0

  package init(recordsCauses: Bool, recordsEmissions: Bool, describesEmissionCauses: Bool) {
    self.recordsCauses = recordsCauses || describesEmissionCauses
    self.recordsEmissions = recordsEmissions
    self.describesEmissionCauses = describesEmissionCauses
  }

  /// Records one action the engine reduced.
  package func recordCause(_ cause: Cause) {
    guard recordsCauses else { return }
    causes.append(cause)
  }

  /// Records one state received by an observer of the engine.
  package func recordEmission(_ state: ProjectedState, atMilliseconds milliseconds: Int) {
    guard recordsEmissions else { return }
    var cause: String?
    if describesEmissionCauses {
      let start = min(causesAtLastEmission, causes.count)
      cause = causes[start...].isEmpty
        ? nil : causes[start...].map(\.description).joined(separator: "; ")
      causesAtLastEmission = causes.count
      if !keepsHistory {
        causes.removeAll(keepingCapacity: true)
        causesAtLastEmission = 0
      }
    }
    emissions.append(Emission(milliseconds: milliseconds, state: state, cause: cause))
  }

  /// Hands over the emissions recorded so far and forgets them.
  package func takeEmissions() -> [Emission] {
    defer { emissions.removeAll(keepingCapacity: true) }
    return emissions
  }

  /// Forgets the causes reduced before `milliseconds` (all of them by default).
  package func clearCauses(before milliseconds: Int = .max) {
    guard !causes.isEmpty else { return }
    let before = causes.count
    if milliseconds == .max || causes.last!.milliseconds < milliseconds {
      causes.removeAll(keepingCapacity: true)
    } else {
      causes.removeAll { $0.milliseconds < milliseconds }
    }
    causesAtLastEmission = max(0, causesAtLastEmission - (before - causes.count))
  }
}
