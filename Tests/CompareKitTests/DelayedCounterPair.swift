import CompareKit

/// A pure-Swift stand-in for the async counter: TCA commits one state per batch (the tap, then
/// the response 500 ms later); ReactorKit emits one state per mutation, like the seed's reactor.
extension FeaturePair {
  static let delayedCounter = FeaturePair(
    vocabulary: FeatureVocabulary(
      name: "delayed-counter", actions: [.init(name: "increment")],
      fields: ["count", "isLoading", "alert"]),
    summary: "test fixture", tcaType: "Delayed", reactorKitType: "DelayedReactor",
    makeSession: { engine, recorder in DelayedCounter(engine: engine, recorder: recorder) })
}

private final class DelayedCounter: EngineSession {
  let engine: Engine
  let recorder: EngineRecorder
  var count = 0
  var isLoading = false
  var alert: String?
  var milliseconds = 0
  var timers: [(due: Int, sequence: Int)] = []
  var sequence = 0

  init(engine: Engine, recorder: EngineRecorder) {
    self.engine = engine
    self.recorder = recorder
    emit()
  }

  func send(action index: Int, payload: StateValue?) {
    isLoading = true
    cause(engine == .tca ? ".increment" : ".increase → .setLoading(true)")
    emit()
    sequence += 1
    timers.append((milliseconds + 500, sequence))
  }

  func advance(milliseconds amount: Int) {
    let target = milliseconds + amount
    while let next = timers.filter({ $0.due <= target }).min(by: {
      ($0.due, $0.sequence) < ($1.due, $1.sequence)
    }) {
      timers.removeAll { $0.sequence == next.sequence }
      milliseconds = next.due
      if engine == .tca {
        count += 1
        isLoading = false
        alert = "Increased!"
        cause(".response (effect)")
        emit()
      } else {
        count += 1
        cause(".increase → .increaseValue")
        emit()
        isLoading = false
        cause(".increase → .setLoading(false)")
        emit()
        alert = "Increased!"
        cause(".increase → .setAlertMessage(\"Increased!\")")
        emit()
      }
    }
    milliseconds = target
  }

  var state: ProjectedState {
    ProjectedState([.integer(count), .bool(isLoading), alert.map(StateValue.string) ?? .none])
  }

  private func emit() {
    recorder.recordEmission(state, atMilliseconds: milliseconds)
  }

  private func cause(_ text: String) {
    recorder.recordCause(Cause(atMilliseconds: milliseconds, subject: TextCause(text)))
  }
}
