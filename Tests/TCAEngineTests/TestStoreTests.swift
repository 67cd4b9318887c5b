import Synchronization
import Testing
import TCAEngine

@MainActor @Suite struct TestStoreTests {
  /// TCA's diff (custom-dump): unchanged lines behind a U+2007 FIGURE SPACE, indented four.
  @Test func stateMismatchIsShownAsADiff() async {
    let failures = await collectFailures { store in
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      failures == [
        """
        A state change does not match expectation.

            \u{2007} Feature.State(
            −   count: 2,
            +   count: 1,
            \u{2007}   log: []
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func unexpectedChangeIsReported() async {
    let failures = await collectFailures { store in
      await store.send(.increment)
    }
    #expect(
      failures == [
        """
        State was not expected to change, but a change occurred.

            \u{2007} Feature.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   log: []
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func expectedChangeThatDidNotHappenIsReported() async {
    let failures = await collectFailures { store in
      await store.send(.noop) { _ in }
    }
    #expect(
      failures == [
        """
        Expected state to change, but no change occurred.

        The assertion closure left the state as it was. If this action should not change the \
        state, drop the closure.
        """
      ])
  }

  /// TCA's `finish()` and the store's `deinit` (`completed()`) both assert that nothing is
  /// left unreceived, so an unreceived action is reported twice, as there.
  @Test func unreceivedActionIsReportedAtFinishAndAgainWhenTheStoreGoes() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.finish()
    }
    let message = """
      The store received 1 unexpected action.

        Unhandled actions:
          .logged

      Assert each of them with "store.receive", skip them with \
      "await store.skipReceivedActions()", or make the store non-exhaustive: \
      "store.exhaustivity = .off".
      """
    #expect(failures == [message, message])
  }

  @Test func sendingBeforeHandlingReceivedActionsIsReported() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.send(.noop)
      await store.finish()
    }
    #expect(failures.first?.hasPrefix("Must handle 1 received action before sending") == true)
  }

  @Test func wrongReceivedActionIsShownAsADiffAndItsStateIsNotChecked() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      // NB: The closure's state is wrong too, but as in TCA only the action is reported.
      await store.receive(.logged("bye")) { $0.count = 9 }
      await store.send(.increment) { $0.count = 1 }
      await store.finish()
    }
    #expect(
      failures == [
        """
        Received unexpected action:

            − Feature.Action.logged("bye")
            + Feature.Action.logged("hi")

        (Expected: −, Received: +)
        """
      ])
  }

  @Test func wrongCaseAndWrongPayloadAreReportedForCaseKeyPaths() async {
    let wrongCase = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.receive(\.echo)
    }
    let wrongPayload = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.receive(\.logged, "bye")
    }
    #expect(wrongCase == ["Received unexpected action:\n\n  Feature.Action.logged(\"hi\")"])
    #expect(
      wrongPayload == [
        """
        Received unexpected action:

          − Feature.Action.logged("bye")
          + Feature.Action.logged("hi")

        (Expected: −, Actual: +)
        """
      ])
  }

  /// TCA's `receive` waits only while effects are in flight: with none it reports the one
  /// assertion that found nothing.
  @Test func receivingWhenNothingArrivedAndNothingRunsIsReportedOnce() async {
    let failures = await collectFailures { store in
      await store.receive(.noop)
    }
    #expect(
      failures == [
        """
        Expected to receive the following action, but didn't:

          Feature.Action.noop
        """
      ])
  }

  /// With an effect in flight, TCA's wait for the action times out first ("received none"),
  /// then the assertion reports what it expected.
  @Test func receivingWhileAnEffectStillRunsReportsTheWaitThenTheAssertion() async {
    let failures = await collectFailures { store in
      let timer = await store.send(.startTimer)
      await store.receive(.noop)
      await timer.cancel()
    }
    #expect(failures.count == 2)
    #expect(failures.first?.hasPrefix("Expected to receive an action, but received none.") == true)
    #expect(
      failures.last == """
        Expected to receive the following action, but didn't:

          Feature.Action.noop
        """)
  }

  @Test func effectStillRunningIsReportedByFinishThenAtEachSend() async {
    let failures = await collectFailures { store in
      await store.send(.startTimer)
      await store.finish()
    }
    let twoEffects = await collectFailures { store in
      await store.send(.startTimer)
      await store.send(.startTimer)
    }
    #expect(twoEffects.count == 2)
    #expect(failures.count == 2)
    #expect(failures.first?.hasPrefix("Expected effects to finish, but there are still") == true)
    #expect(
      failures.last?.hasPrefix(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test.
        """) == true)
  }

  @Test func stillRunningEffectIsReportedAtTheSendThatStartedIt() async {
    let lines = Mutex<[Int]>([])
    var sendLine = 0
    do {
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } reportIssue: { failure in
        lines.withLock { $0.append(failure.line) }
      }
      await store.send(.increment) { $0.count = 1 }
      await store.send(.startTimer); sendLine = #line
    }
    #expect(lines.withLock { $0 } == [sendLine])
  }

  @Test func cancellingTheSendsTaskEndsItsEffects() async {
    let failures = await collectFailures { store in
      // NB: as TCA, whose wait times out and cancels the task: a finish that finds the timer
      // running reports it and cancels it.
      let task = await store.send(.startTimer)
      #expect(!task.isCancelled)
      await task.finish()
      #expect(task.isCancelled)
      await task.cancel()
      await task.finish()
      await store.finish()
    }
    #expect(
      failures == [
        """
        Expected task to finish, but it is still in-flight.

        If the effect uses a clock, advance the test clock so that it may complete, or use an \
        immediate clock.
        """
      ])
  }

  @Test func anErrorThrownFromRunWithoutCatchFailsTheTest() async {
    let failures = await collectFailures { store in
      await store.send(.throwing(caught: false))
      await store.send(.throwing(caught: true))
      await store.receive(.logged("Boom()")) { $0.log = ["Boom()"] }
    }
    #expect(
      failures == [
        """
        An "Effect.run" returned from "TCAEngineTests/TestStoreTests.swift:\(Feature.uncaught().line)" \
        threw an unhandled error.

            Boom()

        Catch it: give "Effect.run" a "catch:" closure, or wrap the throwing work in \
        "do"/"catch". Only a CancellationError may leave the operation unhandled.
        """
      ])
  }

  @Test func aPassingExhaustiveTestReportsNothing() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.receive(.logged("hi")) { $0.log = ["hi"] }
      await store.send(.increment) { $0.count = 1 }
      await store.send(.echo("bye"))
      await store.receive(\.logged) { $0.log = ["hi", "bye"] }
      await store.send(\.echo, "!")
      await store.receive(\.logged, "!") { $0.log = ["hi", "bye", "!"] }
      await store.send(\.increment) { $0.count = 2 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func failuresCarryTheAssertionsSourceLocation() async {
    let line = Mutex(0)
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } reportIssue: { failure in
      line.withLock { $0 = failure.line }
    }
    await store.send(.increment); let expectedLine = #line
    await store.finish()
    #expect(line.withLock { $0 } == expectedLine)
  }
}

// MARK: - Fixtures

private struct Boom: Error {}

@MainActor
private func collectFailures(
  _ body: (TestStore<Feature.State, Feature.Action>) async -> Void
) async -> [String] {
  let failures = Mutex<[String]>([])
  do {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } reportIssue: { failure in
      failures.withLock { $0.append(failure.message) }
    }
    await body(store)
  }
  return failures.withLock { $0 }
}

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable {
    case increment, noop, echo(String), logged(String), startTimer, throwing(caught: Bool)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .noop:
        return .none
      case let .echo(text):
        return .send(.logged(text))
      case let .logged(text):
        state.log.append(text)
        return .none
      case .startTimer:
        return .run { _ in try await TestClock().sleep(for: .seconds(1)) }
      case .throwing(caught: false):
        return Self.uncaught().effect
      case .throwing(caught: true):
        return .run { _ in
          throw Boom()
        } catch: { error, send in
          await send(.logged("\(error)"))
        }
      }
    }
  }
}

extension Feature {
  /// An effect whose error nothing catches, and the line that creates it.
  fileprivate static func uncaught() -> (effect: Effect<Action>, line: Int) {
    (.run { _ in throw Boom() }, #line)
  }
}

extension Feature.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var increment: AnyCasePath<Feature.Action, Void> {
      AnyCasePath(
        embed: { .increment }, extract: { if case .increment = $0 { () } else { nil } })
    }
    var echo: AnyCasePath<Feature.Action, String> {
      AnyCasePath(
        embed: { .echo($0) }, extract: { if case let .echo(t) = $0 { t } else { nil } })
    }
    var logged: AnyCasePath<Feature.Action, String> {
      AnyCasePath(
        embed: { .logged($0) }, extract: { if case let .logged(t) = $0 { t } else { nil } })
    }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}
