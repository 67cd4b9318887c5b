import ReactorEngine

/// Turns one reactor's mutate-stream reports into lifetimes on the session's recorder: each
/// action's stream, labelled `mutate(.increase)` (`counter: mutate(.reset)` for a child), from
/// subscription to completion or disposal, at the session's virtual time, with each mutation
/// it delivers at a later instant (the work it scheduled, such as a `delay`, having run).
///
/// Set up only when the replay asks for lifetimes, so otherwise the reactor has no probe.
final class LifetimeTracker {
  private let prefix: String
  private let recorder: EngineRecorder
  private let scheduler: VirtualTimeScheduler
  private let counter: LifetimeCounter
  /// The session-wide id, label and start of each stream still open, by the reactor's own id.
  private var open: [Int: (id: Int, label: String, start: Int)] = [:]

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
      open[local] = (id, label, scheduler.nowMilliseconds)
      record(id: id, .started, label)
    case .delivered(let local):
      // NB: a mutation at the instant the stream began is part of the action's own dispatch;
      // a later one came through work the stream scheduled.
      guard let stream = open[local], scheduler.nowMilliseconds > stream.start else { return }
      record(id: stream.id, .delivered, stream.label)
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
