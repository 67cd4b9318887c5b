import Testing
import TCAEngine

@MainActor @Suite struct EffectLimitErrorTests {
  @Test func pastTheLimitAStoreStartsNoMoreRunsAndKeepsTheError() async {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    store._effectLimit = 3
    for _ in 0..<5 {
      store.send(.incrementButtonTapped)
      store.runEffects()
    }
    #expect(store._runningEffectCount == 3)
    #expect(store._effectLimitError?.limit == 3)
    #expect(
      store._effectLimitError?.description
        == "more than 3 effects in flight at once: the store started no more.")
    await clock.advance(by: .milliseconds(500))
    // Only the three that started ever answer.
    #expect(store.state.count == 3)
    #expect(store._runningEffectCount == 0)
  }

  @Test func anObserverOfTheLimitIsToldOnceAtTheFirstRefusal() {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    store._effectLimit = 2
    store._warnsAtEffectLimit = false
    var sends = 0
    var toldAfterSend: [Int] = []
    store._observeEffectLimit { toldAfterSend.append(sends) }
    for _ in 0..<5 {
      sends += 1
      store.send(.incrementButtonTapped)
      store.runEffects()
    }
    // The third send is the first the store refuses; later refusals tell nobody again.
    #expect(toldAfterSend == [3])
  }

  @Test func theLimitCountsEffectsInFlightNotEffectsEverStarted() async {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    store._effectLimit = 2
    for _ in 0..<4 {
      store.send(.incrementButtonTapped)
      store.runEffects()
      await clock.advance(by: .milliseconds(500))
    }
    #expect(store.state.count == 4)
    #expect(store._effectLimitError == nil)
  }

  @Test func aTestStoreReportsTheRefusalOnce() async {
    var messages: [String] = []
    let clock = TestClock()
    do {
      let store = TestStore(initialState: AsyncCounterFeature.State()) {
        AsyncCounterFeature(clock: clock)
      } reportIssue: {
        messages.append($0.message)
      }
      store._effectLimit = 1
      await store.send(.incrementButtonTapped) { $0.isLoading = true }
      await store.send(.incrementButtonTapped)
      await store.send(.decrementButtonTapped)
      await clock.advance(by: .milliseconds(500))
      await store.receive(.incrementResponse) {
        $0.count = 1
        $0.isLoading = false
        $0.alert = "Increased!"
      }
      await store.finish()
    }
    #expect(messages == ["more than 1 effects in flight at once: the store started no more."])
  }

  @Test func aStoreWhoseCallerReportsTheRefusalItselfDoesNotWarn() async {
    var messages: [String] = []
    let clock = TestClock()
    do {
      let store = TestStore(initialState: AsyncCounterFeature.State()) {
        AsyncCounterFeature(clock: clock)
      } reportIssue: {
        messages.append($0.message)
      }
      store._effectLimit = 1
      store._warnsAtEffectLimit = false
      await store.send(.incrementButtonTapped) { $0.isLoading = true }
      await store.send(.incrementButtonTapped)
      #expect(store._effectLimitError?.limit == 1)
      await clock.advance(by: .milliseconds(500))
      await store.receive(.incrementResponse) {
        $0.count = 1
        $0.isLoading = false
        $0.alert = "Increased!"
      }
      await store.finish()
    }
    #expect(messages == [])
  }
}
