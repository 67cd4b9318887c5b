import Testing
import TCAEngine

@Suite struct AsyncCounterFeatureTests {
  @Test func twoQuickTapsOnTheVirtualClock() async {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    store.send(.incrementButtonTapped)
    #expect(store.state == AsyncCounterFeature.State(count: 0, isLoading: true))
    await clock.advance(by: .milliseconds(100))
    store.send(.incrementButtonTapped)
    #expect(store.state == AsyncCounterFeature.State(count: 0, isLoading: true))
    await clock.advance(by: .milliseconds(399))
    #expect(store.state == AsyncCounterFeature.State(count: 0, isLoading: true))
    await clock.advance(by: .milliseconds(1))
    #expect(store.state == AsyncCounterFeature.State(count: 1, isLoading: false, alert: "Increased!"))
    await clock.advance(by: .milliseconds(100))
    #expect(store.state == AsyncCounterFeature.State(count: 2, isLoading: false, alert: "Increased!"))
  }

  @Test func syncDrive() {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    store.send(.incrementButtonTapped)
    clock._advance(by: .milliseconds(500))
    #expect(store.state.count == 1)
    #expect(clock.elapsedMilliseconds == 500)
  }
}
