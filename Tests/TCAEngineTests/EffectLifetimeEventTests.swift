import Testing
import TCAEngine

@MainActor @Suite struct EffectLifetimeEventTests {
  @Test func eachRunReportsItsStartAndItsEndWithItsCancelID() async {
    let clock = TestClock()
    let store = Store(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    var log: [String] = []
    store._observeEffects { event in
      let id = event.cancelID.map { "\($0.base)" } ?? "none"
      log.append("\(clock.elapsedMilliseconds)ms #\(event.effect) \(event.kind) \(id)")
    }
    store.send(.searchQueryChanged("sw"))
    store.runEffects()
    await clock.advance(by: .milliseconds(100))
    store.send(.searchQueryChanged("swift-n"))
    store.runEffects()
    await clock.advance(by: .milliseconds(900))
    #expect(
      log == [
        "0ms #0 started debounce",
        "100ms #1 started debounce",
        "100ms #0 cancelled debounce",
        // The debounce sends before its body returns, and that send starts the request.
        "400ms #2 started search",
        "400ms #1 finished debounce",
        "900ms #2 finished search",
      ])
  }

  @Test func aRunOutsideAnyCancellableHasNoCancelID() async {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    var events: [EffectLifetimeEvent] = []
    store._observeEffects { events.append($0) }
    store.send(.incrementButtonTapped)
    store.runEffects()
    await clock.advance(by: .milliseconds(500))
    #expect(events.map(\.kind) == [.started, .finished])
    #expect(events.allSatisfy { $0.cancelID == nil && $0.effect == 0 })
  }

  @Test func aTimerToggledOffEndsCancelled() async {
    let clock = TestClock()
    let store = Store(initialState: TimerCounterFeature.State()) {
      TimerCounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    var kinds: [EffectLifetimeEvent.Kind] = []
    store._observeEffects { kinds.append($0.kind) }
    store.send(.toggleTimerButtonTapped)
    store.runEffects()
    await clock.advance(by: .seconds(2))
    store.send(.toggleTimerButtonTapped)
    store.runEffects()
    #expect(kinds == [.started, .cancelled])
    #expect(store.state.count == 2)
  }
}
