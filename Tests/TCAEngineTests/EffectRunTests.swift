import Synchronization
import TCAEngine
import Testing

@MainActor @Suite struct EffectRunTests {
  @Test func anErrorAfterCancellationNeverReachesCatch() {
    // TCA Effect.run: `guard !Task.isCancelled else { return }` before the handler, so a body
    // that swallows its cancellation and throws is not handed to `catch`.
    let clock = TestClock()
    let caught = Caught()
    let store = Store(initialState: 0) { Thrower(clock: clock, caught: caught) }
    store.send(.start)
    store.runEffects()
    store.send(.stop)
    store.runEffects()
    clock._advance(by: .seconds(1))
    #expect(caught.count == 0)
  }

  @Test func anErrorOfARunningEffectReachesCatch() {
    // TCA Effect.run: any non-cancellation error goes to `catch`, which may still send.
    let clock = TestClock()
    let caught = Caught()
    let store = Store(initialState: 0) { Thrower(clock: clock, caught: caught) }
    store.send(.start)
    store.runEffects()
    clock._advance(by: .seconds(1))
    #expect(caught.count == 1)
    #expect(store.state == 1)
  }

  @Test func anUncaughtErrorAfterCancellationIsNotReported() async {
    // TCA Effect.run: the "threw an unhandled error" report is skipped once cancelled too.
    var failures: [String] = []
    do {
      let clock = TestClock()
      let store = TestStore(initialState: 0) {
        Thrower(clock: clock, caught: Caught())
      } reportIssue: {
        failures.append($0.message)
      }
      await store.send(.startUncaught)
      await store.send(.stop)
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    #expect(failures == [])
  }
}

// MARK: - Fixtures

private struct Boom: Error {}

private final class Caught: Sendable {
  private let value = Mutex(0)
  var count: Int { value.withLock { $0 } }
  func increment() { value.withLock { $0 += 1 } }
}

private struct Thrower: Reducer {
  enum Action { case start, startUncaught, stop, caught }
  enum CancelID { case work }
  let clock: TestClock
  let caught: Caught

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run(priority: .medium, name: "work") { [clock] _ in
        try? await clock.sleep(for: .seconds(1))
        throw Boom()
      } catch: { [caught] _, send in
        caught.increment()
        await send(.caught)
      }
      .cancellable(id: CancelID.work)
    case .startUncaught:
      return .run { [clock] _ in
        try? await clock.sleep(for: .seconds(1))
        throw Boom()
      }
      .cancellable(id: CancelID.work)
    case .stop:
      return .cancel(id: CancelID.work)
    case .caught:
      state += 1
      return .none
    }
  }
}
