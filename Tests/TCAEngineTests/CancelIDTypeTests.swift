import Testing
import TCAEngine

@MainActor @Suite struct CancelIDTypeTests {
  @Test func cancelIDsOfDifferentTypesNeverMatch() async {
    // TCA `_CancelID`: the id's type is part of it (`discriminator`), so `.cancel(id: 1.0)`
    // leaves an effect marked `.cancellable(id: 1)`, though `AnyHashable` calls them equal.
    let clock = TestClock()
    let store = TestStore(initialState: 0) { Waiter() } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { Issue.record(Comment(rawValue: $0.message)) }
    await store.send(.start)
    await store.send(.cancelDouble)
    await clock.advance(by: .seconds(1))
    await store.receive(.done) { $0 = 1 }
    await store.send(.start)
    await store.send(.cancelInt)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}

private struct Waiter: Reducer {
  enum Action: Equatable { case start, cancelInt, cancelDouble, done }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.done)
      }
      .cancellable(id: 1)
    case .cancelInt:
      return .cancel(id: 1)
    case .cancelDouble:
      return .cancel(id: 1.0)
    case .done:
      state += 1
      return .none
    }
  }
}
