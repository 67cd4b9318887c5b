import CompareKit
import CompareKitTestSupport
import Testing

  @MainActor
@Suite struct CheckEngineChangeTests {
  @Test func aChangeInOneEngineFailsCheckWithTheDiff() throws {
    // given: a golden trace recorded with the test feature as it is
    let directory = try GoldenTemporaryDirectory()
    let scenario = try directory.write(
      """
      feature test-divergent
      send increment
      advance 1s
      send increment

      """, to: "taps.txt")
    let recorded = run(RecordCommand.self, [scenario], catalog: testCatalog)
    #expect(recorded.code == .success)

    // when: ReactorKit's side starts emitting every state twice after an action
    let changed = FeatureCatalog(pairs: [.emittingTwiceOnReactorKit])
    let checked = run(CheckCommand.self, [scenario], catalog: changed)

    // then: only the ReactorKit emissions differ, and the failure points at the first send
    let trace = directory.path + "/taps.trace"
    #expect(checked.code == .failure)
    #expect(
      checked.out == """
        \(scenario):2:1: error: golden trace differs from step 1 on; if the change is intended, \
        re-record with `compare-cli record \(scenario)`
        --- \(trace)
        +++ \(trace) (replayed)
        @@ -12,8 +12,10 @@
         step 1 line 2 t=0ms send increment => count=1
         step 2 line 3 t=1000ms advance 1s => count=1
         step 3 line 4 t=1000ms send increment => count=2
        -[reactorkit emissions 3]
        +[reactorkit emissions 5]
         t=0ms count=0
         t=0ms count=1 <- .increase → .increaseValue
        +t=0ms count=1
         t=1000ms count=2 <- .increase → .increaseValue
        +t=1000ms count=2
         [end]
        FAIL \(scenario): golden trace differs from step 1 on
        checked 1 scenario: 0 passed, 1 failed, 0 missing, 0 orphaned

        """)

    // and the same engines as recorded still pass
    let again = run(CheckCommand.self, [scenario], catalog: testCatalog)
    #expect(again.code == .success)
  }
}

// MARK: - Fixtures

private let testCatalog = FeatureCatalog(pairs: FeaturePair.builtIn + FeaturePair.testPairs)

/// Runs one command in-process with a catalog of our choosing.
@MainActor
private func run(
  _ command: any CLICommand.Type, _ operands: [String], catalog: FeatureCatalog
) -> (code: ExitCode, out: String, err: String) {
  let context = CommandContext(
    environment: ["COMPARE_CLI_RECORD": "never"], stdout: .memory(), stderr: .memory(), catalog: catalog)
  // NB: the operands are plain paths, so parsing cannot fail.
  let arguments = try! ParsedArguments(operands, options: command.options)
  let code = command.run(arguments, in: context)
  return (code, context.stdout.text, context.stderr.text)
}

extension FeaturePair {
  /// `test-divergent` with a ReactorKit side whose observer receives each new state twice.
  fileprivate static let emittingTwiceOnReactorKit = FeaturePair(
    vocabulary: testDivergent.vocabulary, summary: testDivergent.summary,
    tcaType: testDivergent.tcaType, reactorKitType: testDivergent.reactorKitType,
    makeSession: { engine, recorder in
      let session = testDivergent.makeSession(engine, recorder)
      return engine == .reactorKit ? EmittingTwice(session, recorder: recorder) : session
    })
}

/// Forwards to a session, and emits its state a second time after every action.
private final class EmittingTwice: EngineSession {
  private let inner: any EngineSession
  private let recorder: EngineRecorder

  init(_ inner: any EngineSession, recorder: EngineRecorder) {
    self.inner = inner
    self.recorder = recorder
  }

  var milliseconds: Int { inner.milliseconds }

  func send(action index: Int, payload: StateValue?) {
    inner.send(action: index, payload: payload)
    recorder.recordEmission(inner.state, atMilliseconds: inner.milliseconds)
  }

  func advance(milliseconds: Int) {
    inner.advance(milliseconds: milliseconds)
  }

  var state: ProjectedState { inner.state }
}
