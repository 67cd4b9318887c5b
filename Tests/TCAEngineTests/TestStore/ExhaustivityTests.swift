import Synchronization
import TCAEngine
import Testing

/// `TestStore.exhaustivity`, `skipReceivedActions`, `skipInFlightEffects`, `withExhaustivity`
/// and `assert`, each pinned to what TCA 1.25's `TestStore.swift` does.
@MainActor @Suite struct ExhaustivityTests {
  /// TCA's `.off`: the send closure is applied to the actual state, so a field it does not
  /// set is not checked (exhaustive, `isLoading` would be a mismatch).
  @Test func offChecksOnlyWhatTheClosureSets() async {
    let (failures, _) = await run(.off) { store in
      await store.send(.login) { $0.attempts = 1 }
      await store.skipInFlightEffects()
    }
    #expect(failures.isEmpty)
  }

  /// Non-exhaustive, a wrong value in what the closure sets still fails, with the exhaustive
  /// heading and diff.
  @Test func offStillFailsOnAWrongAssertedValue() async {
    let (failures, _) = await run(.off) { store in
      await store.send(.login) { $0.attempts = 2 }
      await store.skipInFlightEffects()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("A state change does not match expectation.") == true)
    #expect(failures.first?.contains("−   attempts: 2,") == true)
  }

  /// TCA's non-exhaustive `receive` drops the actions before the one it names (state moves past
  /// them) and reports nothing for them when skipped assertions are hidden.
  @Test func offReceiveSkipsEarlierActions() async {
    let (failures, _) = await run(.off) { store in
      await store.send(.burst)
      await store.receive(.step(3)) { $0.steps = [1, 2, 3] }
    }
    #expect(failures.isEmpty)
  }

  /// With skipped assertions shown, what was skipped is a known issue: the skipped receive, and
  /// the exhaustive mismatch the closure hid, each headed "Skipped assertions.".
  @Test func showSkippedAssertionsRecordsWhatWasSkippedAsExpected() async {
    let (failures, expected) = await run(.off(showSkippedAssertions: true)) { store in
      await store.send(.login) { $0.attempts = 1 }
      await store.skipInFlightEffects()
      await store.send(.burst)
      await store.receive(.step(2)) { $0.steps = [1, 2] }
    }
    #expect(failures.isEmpty)
    #expect(expected.allSatisfy { $0.hasPrefix("Skipped assertions.\n\n") })
    #expect(
      expected.contains {
        $0.hasPrefix("Skipped assertions.\n\nA state change does not match expectation.")
      })
    // NB: as TCA, a non-exhaustive receive lists what it skipped, even one action.
    #expect(
      expected.contains(
        "Skipped assertions.\n\n1 received action was skipped.\n\n[\n  [0]: .step(1)\n]"))
  }

  /// Non-exhaustive, unreceived actions and running effects at the end are not failures.
  @Test func offLetsTheTestEndWithActionsAndEffectsLeft() async {
    let (failures, _) = await run(.off) { store in
      await store.send(.burst)
      await store.send(.login)
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// Exhaustive, `skipReceivedActions` moves the state past the actions and records them as a
  /// known issue ("3 received actions were skipped."), so the next send starts from there.
  @Test func skipReceivedActionsMovesPastThemAsAKnownIssue() async {
    let (failures, expected) = await run(.on) { store in
      await store.send(.burst)
      await store.skipReceivedActions()
      await store.send(.reset) { $0.steps = [] }
    }
    #expect(failures.isEmpty)
    #expect(expected.count == 1)
    #expect(expected.first?.hasPrefix("Skipped assertions.\n\n3 received actions were skipped.") == true)
  }

  /// TCA: strict skips fail when there is nothing to skip; `strict: false` says nothing.
  @Test func strictSkipsFailWhenThereIsNothingToSkip() async {
    let (failures, _) = await run(.on) { store in
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
      await store.skipReceivedActions(strict: false)
      await store.skipInFlightEffects(strict: false)
    }
    #expect(
      failures == [
        "There were no received actions to skip.", "There were no in-flight effects to skip.",
      ])
  }

  /// TCA 1.25's `skipInFlightEffects` stops tracking the effects without cancelling them: the
  /// test may end with them, yet what they send later still arrives and is received.
  @Test func skipInFlightEffectsForgetsThemWithoutCancellingThem() async {
    let clock = TestClock()
    let failures = Mutex<[String]>([])
    do {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { state, isReply in
          if isReply {
            state += 1
            return .none
          }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(true)
          }
        }
      } reportIssue: { failure in
        if !failure.isExpected { failures.withLock { $0.append(failure.message) } }
      }
      await store.send(false)
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(1))
      await store.receive(true) { $0 = 1 }
      await store.send(false)
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(failures.withLock { $0 }.isEmpty)
  }

  /// What `skipInFlightEffects` skipped is recorded, with where it came from, in TCA's words.
  @Test func skipInFlightEffectsNamesTheirOrigin() async {
    let (failures, expected) = await run(.on) { store in
      await store.send(.login) { $0.attempts = 1; $0.isLoading = true }
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(failures.isEmpty)
    #expect(
      expected == [
        "Skipped assertions.\n\n1 in-flight effect was cancelled, originating from:\n\nFlow.Action.login"
      ])
  }

  /// `withExhaustivity` changes it for the operation only: inside, the receive skips two
  /// actions quietly; after, the store is exhaustive again.
  @Test func withExhaustivityRestoresTheStoresOwn() async {
    let (failures, _) = await run(.on) { store in
      await store.withExhaustivity(.off) {
        await store.send(.burst)
        await store.receive(.step(3))
      }
      #expect(store.exhaustivity == .on)
      await store.send(.reset) { $0.steps = [] }
    }
    #expect(failures.isEmpty)
  }

  /// TCA's `assert` checks the state asserted so far: actions received but not yet asserted
  /// are not in it until skipped.
  @Test func assertChecksTheStateAssertedSoFar() async {
    let (failures, _) = await run(.off) { store in
      await store.send(.burst)
      store.assert { $0.steps = [1, 2, 3] }
      await store.skipReceivedActions()
      store.assert { $0.steps = [1, 2, 3] }
      store.assert { $0.steps = [9] }
    }
    #expect(failures.count == 2)
    #expect(failures.allSatisfy { $0.hasPrefix("A state change does not match expectation.") })
  }

  /// A view's actions, embedded in the `view` case, are sent and received like any other.
  @Test func viewActionsAreSentThroughTheViewCase() async {
    let (failures, _) = await run(.on) { store in
      await store.send(.burst)
      await store.receive(.step(1)) { $0.steps = [1] }
      await store.receive(.step(2)) { $0.steps = [1, 2] }
      await store.receive(.step(3)) { $0.steps = [1, 2, 3] }
      await store.send(.view(.resetTapped)) { $0.steps = [] }
    }
    #expect(failures.isEmpty)
    // `ViewAction`'s requirement builds the same case.
    #expect(viewCase(of: Flow.Action.self, .resetTapped) == .view(.resetTapped))
  }
}

/// The default reporter records each failure in the running test, at the assertion's line, and
/// the test goes on (TCA's IssueReporting under Swift Testing).
@MainActor @Suite struct TestStoreIssueRecordingTests {
  @Test func aFailureIsAnIssueAtTheAssertionsLine() async {
    let sendLine = Mutex(0)
    let reachedTheEnd = Mutex(false)
    await withKnownIssue {
      let store = TestStore(initialState: Flow.State()) { Flow() }
      sendLine.withLock { $0 = #line + 1 }
      await store.send(.reset) { $0.attempts = 5 }
      reachedTheEnd.withLock { $0 = true }
    } matching: { issue in
      issue.sourceLocation?.line == sendLine.withLock { $0 }
        && issue.sourceLocation?.fileName == "ExhaustivityTests.swift"
        && issue.comments.contains { $0.rawValue.hasPrefix("A state change does not match") }
    }
    #expect(reachedTheEnd.withLock { $0 })
  }

  /// Skipped assertions shown by a non-exhaustive store are known issues: the test passes.
  @Test func aSkippedAssertionIsAKnownIssueNotAFailure() async {
    let store = TestStore(initialState: Flow.State()) { Flow() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.burst)
    await store.receive(.step(3))
  }
}

// MARK: - Fixtures

/// An action built through `ViewAction`'s requirement, as generic view code builds it.
private func viewCase<Action: ViewAction>(of _: Action.Type, _ action: Action.ViewAction) -> Action {
  Action.view(action)
}

@MainActor
private func run(
  _ exhaustivity: Exhaustivity,
  _ body: (TestStore<Flow.State, Flow.Action>) async -> Void
) async -> (failures: [String], expected: [String]) {
  let failures = Mutex<[String]>([])
  let expected = Mutex<[String]>([])
  do {
    let store = TestStore(initialState: Flow.State()) {
      Flow()
    } reportIssue: { failure in
      if failure.isExpected {
        expected.withLock { $0.append(failure.message) }
      } else {
        failures.withLock { $0.append(failure.message) }
      }
    }
    store.exhaustivity = exhaustivity
    await body(store)
  }
  return (failures.withLock { $0 }, expected.withLock { $0 })
}

private struct Flow: Reducer {
  struct State: Equatable {
    var attempts = 0
    var isLoading = false
    var steps: [Int] = []
  }
  enum Action: Equatable, ViewAction {
    case login, loggedIn, burst, step(Int), reset
    case view(View)
    enum View: Equatable { case resetTapped }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login:
        state.attempts += 1
        state.isLoading = true
        return .run { send in
          try await TestClock().sleep(for: .seconds(1))
          await send(.loggedIn)
        }
      case .loggedIn:
        state.isLoading = false
        return .none
      case .burst:
        return .merge(.send(.step(1)), .send(.step(2)), .send(.step(3)))
      case let .step(n):
        state.steps.append(n)
        return .none
      case .reset, .view(.resetTapped):
        state.steps = []
        return .none
      }
    }
  }
}
