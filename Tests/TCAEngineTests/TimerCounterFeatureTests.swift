import Testing
import TCAEngine

@MainActor @Suite struct TimerCounterFeatureTests {
  @Test func theFactArrivesAfterOneSecondOnTheInjectedClock() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(999))
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await clock.advance(by: .milliseconds(1))
    // The fact is about the count when it was asked for.
    await store.receive(.factResponse("1 is a good number.")) {
      $0.fact = "1 is a good number."
      $0.isLoading = false
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 1
      $0.fact = nil
    }
    await store.finish()
  }

  @Test func theTimerTicksEverySecondUntilToggledOff() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(2500))
    await store.receive(.timerTick) { $0.count = 1 }
    await store.receive(.timerTick) { $0.count = 2 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func aTickClearsTheFact() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
      $0.isLoading = false
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.count = 1
      $0.fact = nil
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    await store.finish()
  }

  @Test func aTestThatForgetsTheClockFails() async {
    var messages: [String] = []
    do {
      let store = TestStore(initialState: TimerCounterFeature.State()) {
        TimerCounterFeature()
      } reportIssue: {
        messages.append($0.message)
      }
      let timer = await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
      await timer.cancel()
    }
    // NB: as swift-dependencies: the clock's test value reports each use.
    #expect(messages.first == "Unimplemented: ContinuousClock.now")
    #expect(messages.contains("Unimplemented: ContinuousClock.sleep"))
  }

  private func makeStore(clock: TestClock) -> TestStore<
    TimerCounterFeature.State, TimerCounterFeature.Action
  > {
    TestStore(initialState: TimerCounterFeature.State()) {
      TimerCounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { failure in
      Issue.record(Comment(rawValue: failure.message))
    }
  }
}
