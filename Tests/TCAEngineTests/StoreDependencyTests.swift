import Testing
import TCAEngine

@MainActor @Suite struct StoreDependencyTests {
  @Test func theReducerAndItsEffectsSeeTheStoresOverrides() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.label = "store"
    }
    store.send(.child(.tapped))
    store.runEffects()
    #expect(store.state.child.log == ["tapped with store"])
    await clock.advance(by: .seconds(1))
    #expect(store.state.child.log == ["tapped with store", "answered store"])
  }

  @Test func aScopedChildStoreSendsWithTheRootsOverrides() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.label = "root"
    }
    let child = store.scope(state: \.child, action: \.child)
    // A send from inside another scope does not change the store's dependencies.
    withDependencies {
      $0.label = "ambient"
    } operation: {
      child.send(.tapped)
    }
    child.runEffects()
    await clock.advance(by: .seconds(1))
    #expect(child.state.log == ["tapped with root", "answered root"])
  }

  @Test func aStoreKeepsTheDependenciesInForceWhereItWasCreated() async {
    let clock = TestClock()
    let store = withDependencies {
      $0.continuousClock = clock
      $0.label = "surrounding"
    } operation: {
      Store(initialState: Parent.State()) { Parent() }
    }
    store.send(.child(.tapped))
    store.runEffects()
    await clock.advance(by: .seconds(1))
    #expect(store.state.child.log == ["tapped with surrounding", "answered surrounding"])
  }

  @Test func anEffectKeepsAnOverrideAroundItsCreationOnly() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.label = "store"
    }
    store.send(.child(.tappedWithOverride))
    store.runEffects()
    await clock.advance(by: .seconds(1))
    #expect(store.state.child.log == ["tapped with store", "answered effect-only"])
  }

  @Test func theDependencyModifierOverridesForOneReducerAndItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Child.State()) {
      Child().dependency(\.label, "modified")
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.tapped)
    store.runEffects()
    await clock.advance(by: .seconds(1))
    #expect(store.state.log == ["tapped with modified", "answered modified"])
  }

  @Test func aTestStoreRunsWithItsOverridesAndTakesChangesMidTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) {
      Child()
    } withDependencies: {
      $0.continuousClock = clock
      $0.label = "first"
    }
    await store.send(.tapped) { $0.log = ["tapped with first"] }
    store.dependencies.label = "second"
    await clock.advance(by: .seconds(1))
    // The effect was created before the change: it keeps the first value.
    await store.receive(.answered("first")) { $0.log.append("answered first") }
    await store.send(.tapped) { $0.log.append("tapped with second") }
    await clock.advance(by: .seconds(1))
    await store.receive(.answered("second")) { $0.log.append("answered second") }
    #expect(store.dependencies.context == .test)
  }
}

extension DependencyValues {
  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

private enum LabelKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

/// Logs each tap with the label in force, then answers a second later with the label the
/// effect sees.
private struct Child: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable { case tapped, tappedWithOverride, answered(String) }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.label) var label

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.log.append("tapped with \(label)")
        return answer()
      case .tappedWithOverride:
        state.log.append("tapped with \(label)")
        return withDependencies {
          $0.label = "effect-only"
        } operation: {
          answer()
        }
      case let .answered(label):
        state.log.append("answered \(label)")
        return .none
      }
    }
  }

  private func answer() -> Effect<Action> {
    .run { send in
      @Dependency(\.label) var label
      try await clock.sleep(for: .seconds(1))
      await send(.answered(label))
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable { var child = Child.State() }
  enum Action: Equatable { case child(Child.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
  }
}

extension Parent.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var child: AnyCasePath<Parent.Action, Child.Action> {
      AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
    }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}
