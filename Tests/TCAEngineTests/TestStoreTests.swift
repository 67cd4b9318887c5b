import Synchronization
import Testing
import TCAEngine

@Suite struct TestStoreTests {
  @Test func stateMismatchIsShownAsADiff() async {
    let failures = await collectFailures { store in
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      failures == [
        """
        A state change does not match expectation: …

          State(
        -   count: 2,
        +   count: 1,
            log: []
          )

        (Expected: -, Actual: +)
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
        State was not expected to change, but a change occurred: …

          State(
        -   count: 0,
        +   count: 1,
            log: []
          )

        (Expected: -, Actual: +)
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

        The trailing closure made no observable modifications to state. If no change to \
        state is expected, omit the trailing closure.
        """
      ])
  }

  @Test func unreceivedActionIsReportedAtFinish() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.finish()
    }
    #expect(
      failures == [
        """
        The store received 1 unexpected action by the end of this test: …

        Unhandled actions: [
          [0]: .logged("hi")
        ]
        """
      ])
  }

  @Test func sendingBeforeHandlingReceivedActionsIsReported() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.send(.noop)
      await store.finish()
    }
    #expect(failures.first?.hasPrefix("Must handle 1 received action before sending") == true)
  }

  @Test func wrongReceivedActionIsShownAsADiff() async {
    let failures = await collectFailures { store in
      await store.send(.echo("hi"))
      await store.receive(.logged("bye")) { $0.log = ["hi"] }
      await store.finish()
    }
    #expect(
      failures == [
        """
        Received unexpected action: …

        - .logged("bye")
        + .logged("hi")

        (Expected: -, Received: +)
        """
      ])
  }

  @Test func receivingWhenNothingArrivedIsReported() async {
    let failures = await collectFailures { store in
      await store.receive(.noop)
    }
    #expect(failures == ["Expected to receive an action, but received none."])
  }

  @Test func effectStillRunningAtTheEndIsReported() async {
    let failures = await collectFailures { store in
      await store.send(.startTimer)
      await store.finish()
    }
    let twoEffects = await collectFailures { store in
      await store.send(.startTimer)
      await store.send(.startTimer)
      await store.finish()
    }
    #expect(twoEffects.count == 2)
    #expect(
      failures == [
        """
        An effect returned for an action is still running. It must complete before the end \
        of the test. …

        To fix, make every effect finish: advance the test clock past its sleeps, or cancel \
        it (for example with `.cancel(id:)`).
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
  enum Action: Equatable { case increment, noop, echo(String), logged(String), startTimer }

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
      }
    }
  }
}

extension Feature.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var logged: AnyCasePath<Feature.Action, String> {
      AnyCasePath(
        embed: { .logged($0) }, extract: { if case let .logged(t) = $0 { t } else { nil } })
    }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}
