import TCAEngine
import Testing

/// An effect that calls into the main actor (a `@MainActor` client, a `@MainActor` closure a
/// test passes in) goes on before the test's next assertion, as TCA's and swift-clocks' yields
/// let it: `TestClock.advance` and every `TestStore` step yield to the caller's actor until the
/// effect has nothing left to do there (TCA 1.25's WebSocket case study does this).
@MainActor @Suite struct MainActorHopTests {
  @Test func anEffectWokenByTheClockFinishesItsMainActorCallBeforeAdvanceReturns() async {
    let clock = TestClock()
    let pings = PingCounter()
    let store = TestStore(initialState: 0) {
      Pinger(clock: clock, pings: pings)
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    #expect(pings.count == 1)
    await store.receive(.pinged) { $0 = 1 }
    await clock.advance(by: .seconds(1))
    #expect(pings.count == 2)
    await store.receive(.pinged) { $0 = 2 }
    await store.send(.stop)
  }

  @Test func anEffectThatCallsTheMainActorAtOnceHasSentBeforeReceive() async {
    let pings = PingCounter()
    let store = TestStore(initialState: 0) {
      Pinger(clock: TestClock(), pings: pings)
    }
    await store.send(.pingNow)
    #expect(pings.count == 1)
    await store.receive(.pinged) { $0 = 1 }
  }
}

/// Counts pings on the main actor: calling it from an effect is a hop.
@MainActor
private final class PingCounter {
  var count = 0
  func ping() { count += 1 }
}

private struct Pinger: Reducer {
  let clock: TestClock
  let pings: PingCounter

  typealias State = Int
  enum Action: Equatable { case start, stop, pingNow, pinged }
  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock, pings] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await pings.ping()
            await send(.pinged)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .pingNow:
        return .run { [pings] send in
          await pings.ping()
          await send(.pinged)
        }
      case .pinged:
        state += 1
        return .none
      }
    }
  }
}
