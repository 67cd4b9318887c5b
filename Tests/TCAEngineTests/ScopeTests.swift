import Testing
import TCAEngine

@MainActor @Suite struct ScopeTests {
  @Test func scopeListedFirstRunsFirstAndTheParentSeesTheChildsChange() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.child(.increment))
    store.runEffects()
    #expect(store.state.child.count == 1)
    #expect(store.state.log == ["parent saw .child with count 1"])
  }

  /// `Scope(_:action:_:)`, the unlabelled spelling TCA adds after 1.25.5:
  /// the same child, the same order.
  @Test func theUnlabelledScopeRunsTheChildAsTheLabelledOneDoes() {
    var state = Parent.State()
    let scope = Scope<Parent.State, Parent.Action, Child>(\.child, action: \.child) { Child() }
    _ = scope.reduce(into: &state, action: .child(.increment))
    _ = scope.reduce(into: &state, action: .other)
    #expect(state.child.count == 1)
  }

  @Test func scopeIgnoresActionsOfOtherCases() {
    var state = Parent.State()
    let scope = Scope<Parent.State, Parent.Action, Child>(state: \.child, action: \.child) {
      Child()
    }
    _ = scope.reduce(into: &state, action: .other)
    #expect(state == Parent.State())
  }

  @Test func childSendEffectsComeBackWrappedAndRunThroughTheWholeParentBody() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var actions: [Parent.Action] = []
    var origins: [ActionOrigin] = []
    store._observeActions { action, origin in
      actions.append(action)
      origins.append(origin)
    }
    store.send(.child(.incrementTwice))
    store.runEffects()
    #expect(store.state.child.count == 1)
    #expect(actions == [.child(.incrementTwice), .child(.increment)])
    #expect(origins == [.send, .effect])
    #expect(
      store.state.log == [
        "parent saw .child with count 0",
        "parent saw .child with count 1",
      ])
  }

  @Test func childRunEffectsComeBackWrappedAsEffectActions() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var actions: [Parent.Action] = []
    var origins: [ActionOrigin] = []
    store._observeActions { action, origin in
      actions.append(action)
      origins.append(origin)
    }
    store.send(.child(.incrementLater))
    store.runEffects()
    #expect(actions == [.child(.incrementLater), .child(.increment)])
    #expect(origins == [.send, .effect])
    #expect(store.state.child.count == 1)
  }

  @Test func caseKeyPathsEmbedAndExtract() {
    let keyPath: CaseKeyPath<Parent.Action, Child.Action> = \.child
    let embedded: Parent.Action = keyPath(.increment)
    #expect(embedded[case: \.child] == .increment)
    #expect(Parent.Action.other[case: \.child] == nil)
    #expect(embedded.is(\.child))
    #expect(!Parent.Action.other.is(\.child))
  }
}

// MARK: - Fixtures

private struct Child: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, incrementTwice, incrementLater }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementTwice:
        return .send(.increment)
      case .incrementLater:
        return .run { send in await send(.increment) }
      }
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child = Child.State()
    var log: [String] = []
  }
  enum Action: Equatable { case child(Child.Action), other }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      if case .child = action {
        state.log.append("parent saw .child with count \(state.child.count)")
      }
      return .none
    }
  }
}

extension Parent.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var child: AnyCasePath<Parent.Action, Child.Action> {
      AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
    }
    var other: AnyCasePath<Parent.Action, Void> {
      AnyCasePath(embed: { .other }, extract: { if case .other = $0 { () } else { nil } })
    }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}
