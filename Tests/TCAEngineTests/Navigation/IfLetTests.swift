import Testing
import TCAEngine

@MainActor @Suite struct IfLetTests {
  @Test func nillingTheChildCancelsItsEffects() async {
    // TCA IfLetReducer: effects of the child are cancelled when its state becomes nil.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.show) { $0.child = Child.State() }
    await store.send(.child(.start))
    await store.send(.hide) { $0.child = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theChildRunsBeforeTheParent() async {
    // TCA IfLetReducer: the child reducer runs first, so the parent sees its change.
    let store = makeStore(clock: TestClock())
    await store.send(.show) { $0.child = Child.State() }
    await store.send(.child(.increment)) {
      $0.child?.count = 1
      $0.log = ["parent saw child count 1"]
    }
  }

  @Test func aChildActionWhileNilIsReportedAndOnlyTheParentRuns() async {
    // TCA: "received a child action when child state was "nil"" (reportIssue).
    let failures = await collectFailures { store in
      await store.send(.child(.increment)) { $0.log = ["parent saw child count nil"] }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains(#"received a child action when child state was "nil""#) == true)
  }

  @Test func theParentsCancelReachesTheChildsEffect() async {
    // TCA `Effects/Cancellation.swift`: a child's effect is registered under its id at every
    // prefix of the child's navigation path, so the parent's `.cancel(id:)` with the same id
    // ends it.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.show) { $0.child = Child.State() }
    await store.send(.child(.start))
    await store.send(.cancelTimerFromParent)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func movingToAnotherCaseCancelsTheCasesEffects() async {
    // TCA IfCaseLetReducer: leaving the case cancels the case reducer's effects.
    let clock = TestClock()
    let store = TestStore(initialState: App.State.loggedIn(Child.State())) { App() }
      withDependencies: { $0.continuousClock = clock } reportIssue: {
        Issue.record(Comment(rawValue: $0.message))
      }
    await store.send(.loggedIn(.start))
    await store.send(.logOut) { $0 = .loggedOut }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func anActionForAnotherCaseIsReported() async {
    // TCA: "received a child action when child state was set to a different case".
    var failures: [String] = []
    do {
      let store = TestStore(initialState: App.State.loggedOut) { App() }
        withDependencies: { $0.continuousClock = TestClock() } reportIssue: {
          failures.append($0.message)
        }
      await store.send(.loggedIn(.increment))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("when child state was set to a different case") == true)
  }

  @Test func scopeOverAnEnumCaseRunsTheChildInPlace() async {
    // TCA Scope(state: \.case, action: \.case): the child runs on the case's value.
    let store = TestStore(initialState: Cased.State.counting(Child.State())) { Cased() }
      withDependencies: { $0.continuousClock = TestClock() } reportIssue: {
        Issue.record(Comment(rawValue: $0.message))
      }
    await store.send(.counting(.increment)) { $0 = .counting(Child.State(count: 1)) }
  }

  @Test func scopeOverAnotherCaseIsReported() async {
    // TCA Scope over a case: "received a child action when child state was set to a different case".
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Cased.State.idle) { Cased() }
        withDependencies: { $0.continuousClock = TestClock() } reportIssue: {
          failures.append($0.message)
        }
      await store.send(.counting(.increment))
    }
    #expect(failures.first?.contains(#"A "Scope" at"#) == true)
  }

  private func makeStore(clock: TestClock) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { Issue.record(Comment(rawValue: $0.message)) }
  }

  private func collectFailures(
    _ body: (TestStore<Parent.State, Parent.Action>) async -> Void
  ) async -> [String] {
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
        $0.continuousClock = TestClock()
      } reportIssue: { failures.append($0.message) }
      await body(store)
    }
    return failures
  }
}

// MARK: - Fixtures

private enum TimerID: Hashable, Sendable { case timer }

private struct Child: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, CasePathable {
    case increment, start, stop, tick
    struct AllCasePaths {
      var tick: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .tick }, extract: { if case .tick = $0 { () } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .start:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
      .cancellable(id: TimerID.timer)
    case .stop:
      return .cancel(id: TimerID.timer)
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Child.State?
    var log: [String] = []
  }
  enum Action: Equatable, CasePathable {
    case child(Child.Action), show, hide, cancelTimerFromParent
    struct AllCasePaths {
      var child: AnyCasePath<Action, Child.Action> {
        AnyCasePath(embed: { .child($0) }, extract: { if case let .child(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show: state.child = Child.State()
      case .hide: state.child = nil
      case .cancelTimerFromParent: return .cancel(id: TimerID.timer)
      case .child(.increment), .child(.tick):
        state.log.append("parent saw child count \(state.child.map { "\($0.count)" } ?? "nil")")
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

private struct App: Reducer {
  enum State: Equatable, CasePathable {
    case loggedIn(Child.State), loggedOut
    struct AllCasePaths {
      var loggedIn: AnyCasePath<State, Child.State> {
        AnyCasePath(
          embed: { .loggedIn($0) }, extract: { if case let .loggedIn(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  enum Action: Equatable, CasePathable {
    case loggedIn(Child.Action), logOut
    struct AllCasePaths {
      var loggedIn: AnyCasePath<Action, Child.Action> {
        AnyCasePath(
          embed: { .loggedIn($0) }, extract: { if case let .loggedIn(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .logOut = action { state = .loggedOut }
      return .none
    }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) { Child() }
  }
}

private struct Cased: Reducer {
  enum State: Equatable, CasePathable {
    case counting(Child.State), idle
    struct AllCasePaths {
      var counting: AnyCasePath<State, Child.State> {
        AnyCasePath(
          embed: { .counting($0) }, extract: { if case let .counting(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  enum Action: Equatable, CasePathable {
    case counting(Child.Action)
    struct AllCasePaths {
      var counting: AnyCasePath<Action, Child.Action> {
        AnyCasePath(
          embed: { .counting($0) }, extract: { if case let .counting(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counting, action: \.counting) { Child() }
  }
}
