import TCAEngine
import Testing

@MainActor @Suite struct ForEachReducerTests {
  @Test func theElementRunsBeforeTheParent() {
    // TCA ForEachReducer: "It runs the child first, and then the parent", so the parent sees
    // the row's change and may remove the row on the row's own action.
    let store = Store(initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Rows(clock: TestClock())
    }
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(store.state.rows[id: 2]?.count == 1)
    #expect(store.state.log == ["parent saw #2 at 1"])
    store.send(.rows(.element(id: 1, action: .delete)))
    #expect(store.state.rows.ids == [2])
    #expect(store.state.log == ["parent saw #2 at 1", "row #1 deleted itself"])
  }

  @Test func removingARowCancelsItsEffectsOnly() {
    // TCA ForEachReducerTests.testAutomaticEffectCancellation: when the parent removes an
    // element, the element's effects are cancelled; the other elements' keep running.
    let clock = TestClock()
    let store = Store(initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Rows(clock: clock)
    }
    store.send(.rows(.element(id: 1, action: .startTimer)))
    store.send(.rows(.element(id: 2, action: .startTimer)))
    store.runEffects()
    clock._advance(by: .seconds(2))
    #expect(store.state.rows.map(\.count) == [2, 2])
    store.send(.remove(id: 1))
    store.runEffects()
    clock._advance(by: .seconds(3))
    #expect(store.state.rows.elements == [Row.State(id: 2, count: 5)])
    // NB: Putting a row with the same id back does not bring its old effect back.
    store.send(.add(id: 1))
    clock._advance(by: .seconds(1))
    #expect(store.state.rows[id: 1]?.count == 0)
  }

  @Test func aCancelIDIsTheElementsOwn() {
    // TCA: element effects run under the element's navigation id path, so the same
    // `CancelID.timer` in two rows names two effects.
    let clock = TestClock()
    let store = Store(initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Rows(clock: clock)
    }
    store.send(.rows(.element(id: 1, action: .startTimer)))
    store.send(.rows(.element(id: 2, action: .startTimer)))
    store.runEffects()
    store.send(.rows(.element(id: 1, action: .stopTimer)))
    store.runEffects()
    clock._advance(by: .seconds(2))
    #expect(store.state.rows.map(\.count) == [0, 2])
  }

  @Test func anActionForAMissingElementIsReportedInTCAsWords() async {
    // TCA ForEachReducerTests.testMissingElement: the report names the forEach's place and
    // the action's cases; the parent still runs.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Rows.State()) {
        Rows(clock: TestClock())
      } reportIssue: {
        failures.append($0.message)
      }
      await store.send(.rows(.element(id: 7, action: .increment))) {
        $0.log = ["parent saw #7 at nil"]
      }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        """
        A "forEach" at "TCAEngineTests/ForEachReducerTests.swift:\(Rows.forEachLine)" received an \
        action for a missing element.

          Action:
            Rows.Action.rows(.element(id:, action: .increment))

        The row this action is for is not in the collection.
        """) == true)
  }

  @Test func caseKeyPathsReachOneElementsActions() async {
    // TCA ForEachReducerTests.testElementAction: `\.rows[id:]` sends to and receives from one
    // element; `\.rows.element` matches any element's action.
    let store = TestStore(initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Rows(clock: TestClock())
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(\.rows[id: 2].increment) {
      $0.rows[id: 2]?.count = 1
      $0.log = ["parent saw #2 at 1"]
    }
    await store.send(\.rows[id: 1].echo)
    await store.receive(\.rows[id: 1].increment) {
      $0.rows[id: 1]?.count = 1
      $0.log.append("parent saw #1 at 1")
    }
    await store.send(\.rows[id: 2].echo)
    await store.receive(\.rows.element) {
      $0.rows[id: 2]?.count = 2
      $0.log.append("parent saw #2 at 2")
    }
    #expect(IdentifiedActionOf<Row>.element(id: 1, action: .echo)[case: \.[id: 1]] == .echo)
    #expect(IdentifiedActionOf<Row>.element(id: 1, action: .echo)[case: \.[id: 2]] == nil)
  }
}

// MARK: - Fixtures

private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable, CasePathable {
    case increment, echo, delete, startTimer, stopTimer
    struct AllCasePaths {
      var increment: AnyCasePath<Action, Void> { path(.increment) }
      var echo: AnyCasePath<Action, Void> { path(.echo) }
      private func path(_ action: Action) -> AnyCasePath<Action, Void> {
        AnyCasePath(embed: { action }, extract: { $0 == action ? () : nil })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  enum CancelID { case timer }
  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .echo:
      return .send(.increment)
    case .delete:
      return .none
    case .startTimer:
      return .run { [clock] send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.increment) }
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    }
  }
}

private struct Rows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var log: [String] = []
  }
  enum Action: Equatable, CasePathable {
    case rows(IdentifiedActionOf<Row>)
    case add(id: Int)
    case remove(id: Int)
    struct AllCasePaths {
      var rows: AnyCasePath<Action, IdentifiedActionOf<Row>> {
        AnyCasePath(embed: { .rows($0) }, extract: { if case let .rows(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  let clock: TestClock

  /// The line of the `.forEach` below, which the missing-element report names.
  static let forEachLine = #line + 20

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(id):
        state.rows.append(Row.State(id: id))
      case let .remove(id):
        state.rows.remove(id: id)
      case let .rows(.element(id, .increment)):
        state.log.append(
          "parent saw #\(id) at \(state.rows[id: id].map { "\($0.count)" } ?? "nil")")
      case let .rows(.element(id, .delete)):
        state.rows.remove(id: id)
        state.log.append("row #\(id) deleted itself")
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row(clock: clock) }
  }
}
