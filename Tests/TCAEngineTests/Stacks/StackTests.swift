import Testing
import TCAEngine

@MainActor @Suite struct StackTests {
  @Test func aTestStoreNumbersPushedElementsFromZero() async {
    // TCA: a TestStore's `stackElementID` generator is incrementing from 0.
    let store = makeStore(clock: TestClock())
    await store.send(.showDetail) { $0.path[id: 0] = Detail.State() }
    await store.send(.showDetail) { $0.path[id: 1] = Detail.State() }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func aSendsAssertionClosureAppendsWithTheIDsTheReducerGave() async {
    // TCA TestStore: a send's closure runs with the store's dependencies, its stack element
    // id generator a copy of the one before the send, so `append` there gives the same ids.
    // NB: The test body takes #0–#2 from the test's counter first, so a closure that took
    // fresh ids from 0 would get other ids than the reducer's #3 and #4.
    _ = StackState([1, 2, 3])
    let store = makeStore(clock: TestClock())
    await store.send(.showDetail) { $0.path.append(Detail.State()) }
    await store.send(.showDetail) { $0.path.append(Detail.State()) }
    #expect(store.state.path.ids == [3, 4])
  }

  @Test func aStackBuiltInTheTestBodyAndTheStoresPushesShareOneCounter() async {
    // TCA 1.25 StackReducerTests: `stackElementID`'s test value is cached per test, so
    // `StackState([a, b, c])` in the test body takes #0, #1, #2 and the store's two pushes
    // are #3, #4: an initial stack never collides with a push.
    var initial = App.State()
    initial.path = StackState([Detail.State(), Detail.State(), Detail.State()])
    #expect(initial.path.ids == [0, 1, 2])
    let store = TestStore(initialState: initial) { App() } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.showDetail) { $0.path[id: 3] = Detail.State() }
    await store.send(.showDetail) { $0.path[id: 4] = Detail.State() }
    #expect(store.state.path.ids == [0, 1, 2, 3, 4])
  }

  @Test func elementActionsRunTheElementThenTheParent() async {
    // TCA StackReducer: `.element(id:action:)` runs the element first, then the parent.
    let store = makeStore(clock: TestClock())
    await store.send(.showDetail) { $0.path[id: 0] = Detail.State() }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
      $0.log = ["parent saw #0 at 1"]
    }
  }

  @Test func poppingCancelsThePoppedElementsEffects() async {
    // TCA StackReducer: elements leaving the stack have their effects cancelled.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.showDetail) { $0.path[id: 0] = Detail.State() }
    await store.send(.showDetail) { $0.path[id: 1] = Detail.State() }
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.path(.element(id: 1, action: .load)))
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].loaded) { $0.path[id: 0]?.count = 100 }
    await store.finish()
  }

  @Test func pushWithTheNextIDPushesBeforeTheParentRunsAndTakesTheID() async {
    // TCA StackReducer `.push`: the element is pushed before the parent runs; in a test
    // store, the id the generator hands out next is taken, so the next append gets the one
    // after it.
    let store = makeStore(clock: TestClock())
    await store.send(.path(.push(id: 0, state: Detail.State()))) {
      $0.path[id: 0] = Detail.State()
      $0.log = ["parent saw push #0 with 1 element(s)"]
    }
    await store.send(.showDetail) { $0.path[id: 1] = Detail.State() }
  }

  @Test func pushWithALaterIDIsReportedAndPushedAllTheSame() async {
    // TCA StackReducer: in a test context, a push whose id is past the generator's next one
    // is reported ("unexpected generational ID"); the element is still pushed, and the
    // generator does not move, so the next append gets #0.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: App.State()) { App() } withDependencies: {
        $0.continuousClock = TestClock()
      } reportIssue: { failures.append($0.message) }
      await store.send(.path(.push(id: 5, state: Detail.State()))) {
        $0.path[id: 5] = Detail.State()
        $0.log = ["parent saw push #5 with 1 element(s)"]
      }
      await store.send(.showDetail) { $0.path[id: 0] = Detail.State() }
      #expect(store.state.path.ids == [5, 0])
    }
    #expect(failures.count == 1)
    let message = failures.first ?? ""
    #expect(
      message.contains(#"received a "push" action with an unexpected generational ID."#))
    #expect(message.contains("  Received ID:\n    #5\n  Expected ID:\n    #0"))
  }

  @Test func pushWithAnEarlierFreeIDIsPushedSilentlyAndLeavesTheGenerator() async {
    // TCA StackReducer: an id below the generator's next one is accepted without a report
    // and without moving the generator.
    let store = makeStore(clock: TestClock())
    await store.send(.showDetail) { $0.path[id: 0] = Detail.State() }
    await store.send(.path(.popFrom(id: 0))) { $0.path.pop(from: 0) }
    await store.send(.path(.push(id: 0, state: Detail.State()))) {
      $0.path[id: 0] = Detail.State()
      $0.log = ["parent saw push #0 with 1 element(s)"]
    }
    await store.send(.showDetail) { $0.path[id: 1] = Detail.State() }
  }

  @Test func anActionForAMissingElementIsReported() async {
    // TCA: "received an action for a missing element".
    var failures: [String] = []
    do {
      let store = TestStore(initialState: App.State()) { App() } withDependencies: {
        $0.continuousClock = TestClock()
      } reportIssue: { failures.append($0.message) }
      await store.send(.path(.element(id: 3, action: .increment))) {
        $0.log = ["parent saw #3 at nil"]
      }
      await store.send(.path(.popFrom(id: 3)))
    }
    #expect(failures.count == 2)
    #expect(failures.first?.contains("received an action for a missing element") == true)
    #expect(failures.last?.contains(#"received a "popFrom" action for a missing element"#) == true)
  }

  @Test func dismissInAnElementPopsIt() async {
    // TCA: `dismiss()` inside a stack element pops it (`.popFrom(id:)`).
    let store = makeStore(clock: TestClock())
    await store.send(.showDetail) { $0.path[id: 0] = Detail.State() }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.receive(\.path.popFrom, 0) { $0.path.pop(from: 0) }
  }

  private func makeStore(clock: TestClock) -> TestStore<App.State, App.Action> {
    TestStore(initialState: App.State()) { App() } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { Issue.record(Comment(rawValue: $0.message)) }
  }
}

// MARK: - Fixtures

private enum LoadID: Hashable, Sendable { case load }

private struct Detail: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, CasePathable {
    case increment, load, loaded(Int), close
    struct AllCasePaths {
      var loaded: AnyCasePath<Action, Int> {
        AnyCasePath(
          embed: { .loaded($0) }, extract: { if case let .loaded(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .load:
      // NB: The same cancel id in every element: TCA scopes it per element.
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded(100))
      }
      .cancellable(id: LoadID.load)
    case let .loaded(count):
      state.count = count
      return .none
    case .close:
      return .run { [dismiss] _ in await dismiss() }
    }
  }
}

private struct App: Reducer {
  struct State: Equatable {
    var path = StackState<Detail.State>()
    var log: [String] = []
  }
  enum Action: Equatable, CasePathable {
    case path(StackActionOf<Detail>)
    case showDetail
    struct AllCasePaths {
      var path: AnyCasePath<Action, StackActionOf<Detail>> {
        AnyCasePath(embed: { .path($0) }, extract: { if case let .path(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showDetail:
        state.path.append(Detail.State())
      case let .path(.push(id, _)):
        state.log.append("parent saw push \(id) with \(state.path.count) element(s)")
      case let .path(.element(id, .increment)):
        state.log.append("parent saw \(id) at \(state.path[id: id].map { "\($0.count)" } ?? "nil")")
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Detail() }
  }
}
