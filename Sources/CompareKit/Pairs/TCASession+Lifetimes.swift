import TCAEngine

/// Turns a store's effect reports into lifetimes on the session's recorder: each `.run`,
/// labelled by the action whose reducer returned it (`.run from .incrementButtonTapped`), with
/// its cancel id, from its start to its end, finished or cancelled, at the clock's time.
///
/// Set up only when the replay asks for lifetimes, so otherwise the store has no observer.
final class EffectLifetimeTracker {
  private let recorder: EngineRecorder
  private let clock: TestClock
  /// The action the root reducer received last: a `.run` starts while its reducer returns.
  var lastAction: Any?
  private var labels: [UInt64: String] = [:]

  init(recorder: EngineRecorder, clock: TestClock) {
    self.recorder = recorder
    self.clock = clock
  }

  func report(_ event: EffectLifetimeEvent) {
    let label: String
    let phase: EngineLifetime.Phase
    switch event.kind {
    case .started:
      label = ".run from \(lastAction.map(describeCase) ?? "(setup)")"
      labels[event.effect] = label
      phase = .started
    case .finished, .cancelled:
      label = labels.removeValue(forKey: event.effect) ?? ".run"
      phase = event.kind == .finished ? .finished : .cancelled
    }
    recorder.recordLifetime(
      EngineRecorder.Lifetime(
        milliseconds: clock.elapsedMilliseconds, id: Int(event.effect) + 1, phase: phase,
        label: label, cancelID: event.cancelID.map { String(describing: $0.base) }))
  }
}
