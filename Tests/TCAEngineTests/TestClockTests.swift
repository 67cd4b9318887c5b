import Testing
import TCAEngine

@MainActor @Suite struct TestClockTests {
  @Test func advanceWakesSleepersByDeadlineThenSchedulingOrder() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Sleepers(clock: clock) }
    store.send(.sleep("late", milliseconds: 300, twice: false))
    store.runEffects()
    store.send(.sleep("early", milliseconds: 100, twice: false))
    store.runEffects()
    store.send(.sleep("tie 1", milliseconds: 200, twice: false))
    store.runEffects()
    store.send(.sleep("tie 2", milliseconds: 200, twice: false))
    store.runEffects()
    await clock.advance(by: .milliseconds(300))
    #expect(store.state == ["early at 100", "tie 1 at 200", "tie 2 at 200", "late at 300"])
    #expect(clock.now.offset == .milliseconds(300))
  }

  @Test func eachWokenEffectRunsBeforeTheNextSleeperWakes() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Sleepers(clock: clock) }
    store.send(.sleep("a", milliseconds: 100, twice: true))
    store.runEffects()
    store.send(.sleep("b", milliseconds: 200, twice: true))
    store.runEffects()
    await clock.advance(by: .milliseconds(250))
    // NB: "a" re-sleeps 50 ms when woken at 100, so its second wake (150) precedes "b" (200).
    #expect(store.state == ["a at 100", "a again at 150", "b at 200", "b again at 250"])
  }

  @Test func workDueExactlyAtTheTargetRunsAndNothingLater() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Sleepers(clock: clock) }
    store.send(.sleep("x", milliseconds: 100, twice: false))
    store.runEffects()
    await clock.advance(by: .milliseconds(99))
    #expect(store.state == [])
    await clock.advance(by: .milliseconds(1))
    #expect(store.state == ["x at 100"])
  }

  @Test func aSleepDueExactlyNowWaitsForTheNextAdvance() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Sleepers(clock: clock) }
    await clock.advance(by: .milliseconds(100))
    store.send(.sleep("zero", milliseconds: 0, twice: false))
    store.runEffects()
    // NB: As in swift-clocks, `sleep(for: .zero)` suspends until `advance()` is called.
    #expect(store.state == [])
    await clock.advance()
    #expect(store.state == ["zero at 100"])
  }

  @Test func runAdvancesUntilNoSleeperIsLeft() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) { Sleepers(clock: clock) }
    store.send(.sleep("a", milliseconds: 1_000, twice: true))
    store.runEffects()
    await clock.run()
    #expect(store.state == ["a at 1000", "a again at 1050"])
    #expect(clock.elapsedMilliseconds == 1_050)
  }

  @Test func cancelledSleeperThrowsAndIsRemoved() async {
    let clock = TestClock()
    let task = Task {
      do {
        try await clock.sleep(for: .seconds(1))
        return "woke"
      } catch {
        return "\(type(of: error))"
      }
    }
    task.cancel()
    #expect(await task.value == "CancellationError")
    await clock.run()
    #expect(clock.now.offset == .zero)
  }

  @Test func immediateClockNeverWaitsButMovesItsTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .milliseconds(500))
    #expect(clock.now.offset == .milliseconds(500))
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: ImmediateClock())
    }
    store.send(.incrementButtonTapped)
    store.runEffects()
    #expect(store.state == AsyncCounterFeature.State(count: 1, alert: "Increased!"))
  }
}

// MARK: - Fixtures

private struct Sleepers: Reducer {
  enum Action { case sleep(String, milliseconds: Int, twice: Bool), woke(String, Int) }
  let clock: TestClock

  var body: some Reducer<[String], Action> {
    Reduce { state, action in
      switch action {
      case let .sleep(name, milliseconds, twice):
        return .run { send in
          try await clock.sleep(for: .milliseconds(milliseconds))
          await send(.woke(name, clock.elapsedMilliseconds))
          guard twice else { return }
          try await clock.sleep(for: .milliseconds(50))
          await send(.woke(name + " again", clock.elapsedMilliseconds))
        }
      case let .woke(name, milliseconds):
        state.append("\(name) at \(milliseconds)")
        return .none
      }
    }
  }
}
