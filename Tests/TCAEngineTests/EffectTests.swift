import Synchronization
import Testing
import TCAEngine

@MainActor @Suite struct EffectTests {
  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    store.send(.search("a"))
    store.runEffects()
    await clock.advance(by: .milliseconds(200))
    store.send(.search("ab"))
    store.runEffects()
    await clock.advance(by: .milliseconds(299))
    #expect(store.state == [])
    await clock.advance(by: .milliseconds(1))
    #expect(store.state == ["ab"])
  }

  @Test func cancelStopsTheEffectAndItsSendDropsLaterActions() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    store.send(.search("a"))
    store.runEffects()
    store.send(.stop)
    store.runEffects()
    await clock.run()
    #expect(store.state == [])
  }

  @Test func aCancelBeforeARunsTaskStartsMissesIt() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    // NB: As in TCA, a `.run` is marked cancellable when its task starts, so a `.cancel(id:)`
    // in the same synchronous turn finds nothing to cancel.
    store.send(.sendAfterCancellation)
    store.send(.stop)
    store.runEffects()
    await clock.run()
    #expect(store.state == ["sent after cancellation"])
  }

  @Test func aCancelInTheSameTurnStopsAnEffectWithSynchronousParts() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    // NB: A concatenation with `.send`s is a publisher in TCA, marked as soon as it starts.
    store.send(.cancellableSequence)
    store.send(.stop)
    store.runEffects()
    await clock.run()
    #expect(store.state == ["first"])
  }

  @Test func cancelInFlightRunsStartedInOneTurnKeepOnlyTheLast() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    store.send(.greetTwice)
    store.runEffects()
    await clock.run()
    #expect(store.state == ["started ab", "ab"])
  }

  @Test func cancellationIdsDoNotLeakBetweenStores() async {
    let clock = TestClock()
    let first = Store(initialState: [String]()) { Debounced(clock: clock) }
    let second = Store(initialState: [String]()) { Debounced(clock: clock) }
    first.send(.search("first"))
    first.runEffects()
    second.send(.search("second"))
    second.runEffects()
    second.send(.stop)
    second.runEffects()
    await clock.advance(by: .milliseconds(300))
    #expect(first.state == ["first"])
    #expect(second.state == [])
  }

  @Test func sendIgnoresActionsOnceItsTaskIsCancelled() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    store.send(.sendAfterCancellation)
    store.runEffects()
    store.send(.stop)
    store.runEffects()
    await clock.run()
    #expect(store.state == [])
    #expect(clock.now.offset == .zero)
  }

  @Test func concatenateWaitsForEachEffectBeforeStartingTheNext() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    store.send(.sequence)
    store.runEffects()
    #expect(store.state == ["first"])
    await clock.advance(by: .milliseconds(99))
    #expect(store.state == ["first"])
    await clock.advance(by: .milliseconds(1))
    #expect(store.state == ["first", "second", "third"])
  }

  @Test func cancellingAConcatenationStopsItsRemainingEffects() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Debounced(clock: clock) }
    store.send(.cancellableSequence)
    store.runEffects()
    store.send(.stop)
    store.runEffects()
    await clock.run()
    #expect(store.state == ["first"])
  }

  @Test func mergeAndConcatenateFlattenAndDropNone() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        guard action == 0 else { return .none }
        return .concatenate(
          .none, .merge((1...3).map { Effect.send($0) }), .concatenate(.send(4), .none, .send(5)))
      }
    }
    store.send(0)
    store.runEffects()
    #expect(store.state == [0, 1, 2, 3, 4, 5])
  }

  @Test func mapTransformsEveryKindOfEffect() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "go" else { return .none }
        return Effect<Int>.merge(.send(1), .run { send in await send(2) })
          .map { "mapped \($0)" }
      }
    }
    store.send("go")
    store.runEffects()
    #expect(store.state == ["go", "mapped 1", "mapped 2"])
  }
}

// MARK: - Fixtures

private struct Debounced: Reducer {
  enum Action: Equatable {
    case search(String), response(String), stop, sendAfterCancellation
    case sequence, cancellableSequence, step(String), greet(String), greetTwice
  }
  enum CancelID { case search }
  let clock: TestClock

  var body: some Reducer<[String], Action> {
    Reduce { state, action in
      switch action {
      case let .search(query):
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.response(query))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .response(result), let .step(result):
        state.append(result)
        return .none
      case .stop:
        return .cancel(id: CancelID.search)
      case let .greet(name):
        return .run { send in
          await send(.step("started " + name))
          try await clock.sleep(for: .milliseconds(300))
          await send(.response(name))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .greetTwice:
        return .merge(.send(.greet("a")), .send(.greet("ab")))
      case .sendAfterCancellation:
        return .run { send in
          try? await clock.sleep(for: .milliseconds(100))
          await send(.response("sent after cancellation"))
        }
        .cancellable(id: CancelID.search)
      case .sequence:
        return .concatenate(
          .send(.step("first")),
          .run { _ in try await clock.sleep(for: .milliseconds(100)) },
          .send(.step("second")),
          .send(.step("third"))
        )
      case .cancellableSequence:
        return .concatenate(
          .send(.step("first")),
          .run { _ in try await clock.sleep(for: .milliseconds(100)) },
          .send(.step("second"))
        )
        .cancellable(id: CancelID.search)
      }
    }
  }
}

@MainActor @Suite struct EffectRunCancellationTests {
  @Test func aCancelledSleepingRunThrowsCancellationErrorAndSendsNothing() async {
    let clock = TestClock()
    let outcomes = Outcomes()
    let store = Store(initialState: [String]()) {
      Sleeper(clock: clock, outcomes: outcomes)
    }
    store.send(.start)
    store.runEffects()
    await clock.advance(by: .milliseconds(400))
    store.send(.stop)
    store.runEffects()
    // The body's task was cancelled: its sleep threw at once, before any advance.
    #expect(outcomes.all == ["CancellationError"])
    await clock.run()
    #expect(clock.now.offset == .milliseconds(400))
    #expect(store.state == ["start", "stop"])
  }

  @Test func aRunCancelledFromAnotherEffectUnwindsInTheSameDrain() async {
    let clock = TestClock()
    let outcomes = Outcomes()
    let store = Store(initialState: [String]()) {
      Sleeper(clock: clock, outcomes: outcomes)
    }
    store.send(.start)
    store.send(.stopLater)
    store.runEffects()
    await clock.advance(by: .milliseconds(100))
    #expect(outcomes.all == ["CancellationError"])
    #expect(store.state == ["start", "stopLater", "stop"])
  }
}

/// Sleeps 500 ms then sends `.woke`, recording how its sleep ended.
private struct Sleeper: Reducer {
  enum Action: Equatable { case start, stop, stopLater, woke }
  enum CancelID { case sleep }

  let clock: TestClock
  let outcomes: Outcomes

  var body: some Reducer<[String], Action> {
    Reduce { state, action in
      state.append("\(action)")
      switch action {
      case .start:
        return .run { [clock, outcomes] send in
          do {
            try await clock.sleep(for: .milliseconds(500))
          } catch {
            outcomes.append("\(type(of: error))")
            throw error
          }
          await send(.woke)
        }
        .cancellable(id: CancelID.sleep)
      case .stop:
        return .cancel(id: CancelID.sleep)
      case .stopLater:
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.stop)
        }
      case .woke:
        return .none
      }
    }
  }
}

/// What the sleeping effects recorded, shared with the test.
private final class Outcomes: Sendable {
  private let values = Mutex<[String]>([])

  var all: [String] { values.withLock { $0 } }

  func append(_ value: String) {
    values.withLock { $0.append(value) }
  }
}
