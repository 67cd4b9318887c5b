import Testing
@testable import TCAEngine

/// `\.dismiss` and `\.isPresented` where nothing presents the feature.
///
/// TCA 1.25 `TestStore`'s test reducer gives the root a `DismissEffect` that (with
/// exhaustivity off) forgets the effects in flight and marks the store dismissed, and
/// `isPresented` is `dismiss.dismiss != nil` (`Dependencies/IsPresented.swift`); a `Store`
/// sets nothing, so there `dismiss()` reports "couldn't be dismissed" (`Dismiss.swift`).
@MainActor @Suite struct RootDismissalTests {
  @Test func isPresentedIsTrueAtATestStoresRoot() async {
    // TCA: the test store's root dismiss effect is set, so `isPresented` is true.
    let store = makeStore()
    await store.send(.checkPresented) { $0.log = ["presented: true"] }
  }

  @Test func isPresentedIsFalseAtAStoresRoot() {
    // TCA: a `Store` leaves `\.dismiss` unset at its root.
    let store = Store(initialState: Form.State()) { Form() }
    store.send(.checkPresented)
    #expect(store.state.log == ["presented: false"])
  }

  @Test func dismissAtATestStoresRootReportsNothingAndRefusesLaterSends() async {
    // TCA: root dismissal sets `isDismissed`; a later send reports "Can't send action to
    // dismissed test store." and does not reach the reducer.
    var failures: [String] = []
    do {
      let store = makeStore { failures.append($0.message) }
      await store.send(.save)
      #expect(failures.isEmpty)
      #expect(store.isDismissed)
      let task = await store.send(.checkPresented)
      #expect(task.isCancelled)
      #expect(store.state.log.isEmpty)
    }
    #expect(failures == ["Can't send action to dismissed test store."])
  }

  @Test func aRootDismissalStopsAssertingTheEffectsInFlight() async {
    // TCA: the root dismiss effect skips the in-flight effects (`_skipInFlightEffects`
    // under `.off`), so the test may end while they run, with nothing reported.
    var failures: [String] = []
    do {
      let store = makeStore { failures.append($0.message) }
      await store.send(.load) { $0.isLoading = true }
      await store.send(.save)
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func dismissAtAStoresRootIsReported() {
    // TCA `DismissEffect.callAsFunction`: with no dismiss set, it reports and does nothing.
    var warnings: [String] = []
    let store = Store(initialState: Form.State()) { Form() }
    RuntimeWarning.$handler.withValue(RuntimeWarning.Handler { warnings.append($0) }) {
      store.send(.save)
      store.runEffects()
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasPrefix(#"A reducer requested dismissal at "TCAEngineTests/"#) == true)
    #expect(
      warnings.first?.split(separator: "\n").first?.hasSuffix(", but couldn't be dismissed.")
        == true)
  }

  private func makeStore(
    reportIssue: @escaping (TestStoreFailure) -> Void = {
      Issue.record(Comment(rawValue: $0.message))
    }
  ) -> TestStore<Form.State, Form.Action> {
    TestStore(
      initialState: Form.State(), reducer: { Form() },
      withDependencies: { $0.continuousClock = TestClock() }, reportIssue: reportIssue)
  }
}

// MARK: - Fixtures

private struct Form: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var isLoading = false
  }
  enum Action: Equatable { case checkPresented, save, load, loaded }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .checkPresented:
      state.log.append("presented: \(isPresented)")
      return .none
    case .save:
      return .run { [dismiss] _ in await dismiss() }
    case .load:
      state.isLoading = true
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded)
      }
    case .loaded:
      state.isLoading = false
      return .none
    }
  }
}
