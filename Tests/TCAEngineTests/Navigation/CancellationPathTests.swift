import Testing
import TCAEngine

/// Which `.cancel(id:)` reaches which effects across a tree of features.
///
/// TCA registers an effect made `.cancellable(id:)` inside a child under that id at every
/// prefix of the child's navigation path, the root's included, and cancels only at the exact
/// path of the reducer that returns `.cancel(id:)` (TCA `Effects/Cancellation.swift`,
/// `CancellablesCollection.insert`/`cancel` over `NavigationIDPath.prefixes`).
@MainActor @Suite struct CancellationPathTests {
  @Test func aParentsCancelReachesAnIfLetChildsEffect() async {
    // TCA: the child's effect is registered at the parent's path too.
    await expectParentCancelReaches(.child(.start), in: Parent.State(child: Worker.State()))
  }

  @Test func aParentsCancelReachesAPresentedChildsEffect() async {
    // TCA: the same through a presentation `ifLet`.
    await expectParentCancelReaches(
      .sheet(.presented(.start)), in: Parent.State(sheet: Worker.State()))
  }

  @Test func aParentsCancelReachesAStackElementsEffect() async {
    // TCA: the same through a stack `forEach`.
    await expectParentCancelReaches(
      .path(.element(id: 0, action: .start)), in: Parent.State(path: [Worker.State()]))
  }

  @Test func aParentsCancelReachesAForEachRowsEffect() async {
    // TCA: the same through an `IdentifiedArray` `forEach`.
    await expectParentCancelReaches(
      .rows(.element(id: 1, action: .start)), in: Parent.State(rows: [Worker.State(id: 1)]))
  }

  @Test func aParentsCancelInFlightCancelsTheChildsEffectWithTheSameID() async {
    // TCA: `cancelInFlight` cancels at the marking reducer's path, where the child's effect
    // is registered as well.
    let clock = TestClock()
    let store = makeStore(Parent.State(child: Worker.State()), clock: clock)
    await store.send(.child(.start))
    await store.send(.restart)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.finish()
  }

  @Test func aChildsCancelReachesNeitherItsParentNorASibling() async {
    // TCA: a child cancels at its own path, which holds only its own (and its descendants')
    // effects.
    let clock = TestClock()
    let store = makeStore(
      Parent.State(rows: [Worker.State(id: 1), Worker.State(id: 2)]), clock: clock)
    await store.send(.start)
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    await store.send(.rows(.element(id: 1, action: .stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
    await store.finish()
  }

  @Test func aChildsCancelReachesItsDescendantsEffects() async {
    // TCA: a grandchild's effect is registered at the child's path, so the child's
    // `.cancel(id:)` ends it.
    let clock = TestClock()
    let store = makeStore(Parent.State(middle: Middle.State()), clock: clock)
    await store.send(.middle(.inner(.start)))
    await store.send(.middle(.stop))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  private func expectParentCancelReaches(
    _ start: Parent.Action, in state: @autoclosure () -> Parent.State
  ) async {
    let clock = TestClock()
    let store = makeStore(state(), clock: clock)
    await store.send(start)
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  // NB: The state is an autoclosure so it is made inside the test store, whose stack ids
  // count from 0; made outside, a stack element's id comes from the process's generator.
  private func makeStore(
    _ state: @autoclosure () -> Parent.State, clock: TestClock
  ) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: state()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { Issue.record(Comment(rawValue: $0.message)) }
  }
}

// MARK: - Fixtures

private enum WorkID: Hashable, Sendable { case work }

/// Ticks once a second after `.start`, cancellable by the same id wherever it runs.
private struct Worker: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }
  enum Action: Equatable { case start, stop, tick }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
      .cancellable(id: WorkID.work)
    case .stop:
      return .cancel(id: WorkID.work)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A child with a child of its own, cancelling by the same id.
private struct Middle: Reducer {
  struct State: Equatable { var inner: Worker.State? = Worker.State() }
  enum Action: Equatable, CasePathable {
    case inner(Worker.Action), stop
    struct AllCasePaths {
      var inner: AnyCasePath<Action, Worker.Action> {
        AnyCasePath(embed: { .inner($0) }, extract: { if case let .inner(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      if case .stop = action { return .cancel(id: WorkID.work) }
      return .none
    }
    .ifLet(\.inner, action: \.inner) { Worker() }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Worker.State?
    var middle: Middle.State?
    @PresentationState var sheet: Worker.State?
    var path = StackState<Worker.State>()
    var rows: IdentifiedArrayOf<Worker.State> = []
    var ticks = 0

    init(
      child: Worker.State? = nil, middle: Middle.State? = nil, sheet: Worker.State? = nil,
      path: [Worker.State] = [], rows: IdentifiedArrayOf<Worker.State> = []
    ) {
      self.child = child
      self.middle = middle
      self.sheet = sheet
      self.path = StackState(path)
      self.rows = rows
    }
  }
  enum Action: Equatable, CasePathable {
    case child(Worker.Action)
    case middle(Middle.Action)
    case sheet(PresentationAction<Worker.Action>)
    case path(StackActionOf<Worker>)
    case rows(IdentifiedActionOf<Worker>)
    case start, restart, stop, tick

    struct AllCasePaths {
      var child: AnyCasePath<Action, Worker.Action> {
        AnyCasePath(embed: { .child($0) }, extract: { if case let .child(v) = $0 { v } else { nil } })
      }
      var middle: AnyCasePath<Action, Middle.Action> {
        AnyCasePath(
          embed: { .middle($0) }, extract: { if case let .middle(v) = $0 { v } else { nil } })
      }
      var sheet: AnyCasePath<Action, PresentationAction<Worker.Action>> {
        AnyCasePath(embed: { .sheet($0) }, extract: { if case let .sheet(v) = $0 { v } else { nil } })
      }
      var path: AnyCasePath<Action, StackActionOf<Worker>> {
        AnyCasePath(embed: { .path($0) }, extract: { if case let .path(v) = $0 { v } else { nil } })
      }
      var rows: AnyCasePath<Action, IdentifiedActionOf<Worker>> {
        AnyCasePath(embed: { .rows($0) }, extract: { if case let .rows(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start, .restart:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
        .cancellable(id: WorkID.work, cancelInFlight: action == .restart)
      case .stop:
        return .cancel(id: WorkID.work)
      case .tick:
        state.ticks += 1
        return .none
      case .child, .middle, .sheet, .path, .rows:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Worker() }
    .ifLet(\.middle, action: \.middle) { Middle() }
    .ifLet(\.$sheet, action: \.sheet) { Worker() }
    .forEach(\.path, action: \.path) { Worker() }
    .forEach(\.rows, action: \.rows) { Worker() }
  }
}
