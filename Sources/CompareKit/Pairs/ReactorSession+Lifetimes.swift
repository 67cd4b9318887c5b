import ReactorEngine

/// Turns one reactor's mutate-stream reports into lifetimes on the session's recorder: each
/// action's stream, labelled `mutate(.increase)` (`counter: mutate(.reset)` for a child), from
/// subscription to completion or disposal, at the session's virtual time.
///
/// Set up only when the replay asks for lifetimes, so otherwise the reactor has no probe.
final class LifetimeTracker {
  private let prefix: String
  private let recorder: EngineRecorder
  private let scheduler: VirtualTimeScheduler
  private let counter: LifetimeCounter
  /// The session-wide id and label of each stream still open, by the reactor's own id.
  private var open: [Int: (id: Int, label: String)] = [:]

  init(
    label: String?, recorder: EngineRecorder, scheduler: VirtualTimeScheduler,
    counter: LifetimeCounter
  ) {
    self.prefix = label.map { "\($0): " } ?? ""
    self.recorder = recorder
    self.scheduler = scheduler
    self.counter = counter
  }

  func report<Action>(_ event: MutateLifetime<Action>) {
    switch event {
    case .subscribed(let local, let action):
      let id = counter.next()
      let label = "\(prefix)mutate(\(describeCase(action)))"
      open[local] = (id, label)
      record(id: id, .started, label)
    case .delivered:
      break
    case .finished(let local):
      guard let stream = open.removeValue(forKey: local) else { return }
      record(id: stream.id, .finished, stream.label)
    case .cancelled(let local):
      guard let stream = open.removeValue(forKey: local) else { return }
      record(id: stream.id, .cancelled, stream.label)
    }
  }

  private func record(id: Int, _ phase: EngineLifetime.Phase, _ label: String) {
    recorder.recordLifetime(
      EngineRecorder.Lifetime(
        milliseconds: scheduler.nowMilliseconds, id: id, phase: phase, label: label))
  }
}

/// Numbers a session's lifetimes from 1, across the reactors it tracks.
final class LifetimeCounter {
  private var last = 0

  func next() -> Int {
    last += 1
    return last
  }
}
