/// Feature pairs for the test suites only, registered when `COMPARE_CLI_TEST_FEATURES=1`.
///
/// `test-divergent` is a counter whose ReactorKit side stops counting at 3 on purpose, so the
/// divergence report has something to show after a few steps.
///
/// ```sh
/// COMPARE_CLI_TEST_FEATURES=1 compare-cli run divergent.txt
/// ```
extension FeaturePair {
  /// Every test-only pair.
  package static let testFeatures: [FeaturePair] = [testDivergent]

  /// A counter whose two sides differ on purpose from the fourth increment on.
  package static let testDivergent = FeaturePair(
    vocabulary: FeatureVocabulary(
      name: "test-divergent", actions: ["increment", "decrement"],
      fields: [.init(name: "count", type: .int)]),
    summary: "test only: a counter whose ReactorKit side stops at 3",
    tcaType: "DivergentCounter",
    reactorKitType: "DivergentCounterReactor",
    makeSession: { engine, recorder in
      SimulatedCounter(engine: engine, recorder: recorder, cap: engine == .tca ? .max : 3)
    })
}

// MARK: - Simulation

/// A synchronous counter driven directly, one emission per action.
private final class SimulatedCounter: EngineSession {
  private let engine: Engine
  private let recorder: EngineRecorder
  private let cap: Int
  private var count = 0
  private(set) var milliseconds = 0

  init(engine: Engine, recorder: EngineRecorder, cap: Int) {
    self.engine = engine
    self.recorder = recorder
    self.cap = cap
    recorder.recordEmission(projectedState(), atMilliseconds: 0)
  }

  func send(action index: Int) {
    if index == 0 { count = min(count + 1, cap) } else { count -= 1 }
    if recorder.recordsCauses {
      recorder.recordCause(
        Cause(
          atMilliseconds: milliseconds, subject: TextCause(index == 0 ? ".increment" : ".decrement")))
    }
    recorder.recordEmission(projectedState(), atMilliseconds: milliseconds)
  }

  func advance(milliseconds: Int) {
    self.milliseconds += milliseconds
  }

  func projectedState() -> ProjectedState {
    ProjectedState([.int(count)])
  }
}
