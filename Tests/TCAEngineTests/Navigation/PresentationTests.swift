import Testing
import TCAEngine

@MainActor @Suite struct PresentationTests {
  @Test func dismissingWhileTheChildLoadsNilsItAndCancelsItsEffect() async {
    // TCA PresentationReducer: `.dismiss` nils destination state and cancels its effects.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.addTapped) { $0.destination = .editor(Editor.State()) }
    await store.send(.destination(.presented(.editor(.load)))) {
      $0.destination = .editor(Editor.State(isLoading: true))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["parent saw dismiss with destination present"]
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theChildsLoadLandsWhileItIsPresented() async {
    // TCA: a presented child's effects feed back as `.destination(.presented(…))`.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.addTapped) { $0.destination = .editor(Editor.State()) }
    await store.send(\.destination.editor.load) {
      $0.destination = .editor(Editor.State(isLoading: true))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.editor.loaded, "draft") {
      $0.destination = .editor(Editor.State(text: "draft"))
    }
    await store.finish()
  }

  @Test func dismissFromTheChildsEffectSendsDismissToThePresentation() async {
    // TCA DismissEffect: `await dismiss()` in a presented child sends `.dismiss` to its ifLet.
    let store = makeStore(clock: TestClock())
    await store.send(.addTapped) { $0.destination = .editor(Editor.State()) }
    await store.send(.destination(.presented(.editor(.saveTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
      $0.log = ["parent saw dismiss with destination present"]
    }
    // NB: The presentation's dismiss, not the test store's root one, took it.
    #expect(!store.isDismissed)
    await store.finish()
  }

  @Test func isPresentedIsTrueInsideThePresentedChild() async {
    // TCA: `@Dependency(\.isPresented)` is true for a reducer presented by `ifLet`; at a
    // TestStore's root it is true as well (the test store sets `\.dismiss`), see
    // RootDismissalTests.
    let store = makeStore(clock: TestClock())
    await store.send(.addTapped) { $0.destination = .editor(Editor.State()) }
    await store.send(.destination(.presented(.editor(.checkPresented)))) {
      $0.destination = .editor(Editor.State(text: "presented: true"))
    }
    await store.send(.checkPresented) { $0.log = ["presented: true"] }
  }

  @Test func replacingTheDestinationFromTheParentCancelsTheOldChildsEffects() async {
    // TCA: a change of presented identity (here nil) cancels the old destination's effects.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.addTapped) { $0.destination = .editor(Editor.State()) }
    await store.send(.destination(.presented(.editor(.load)))) {
      $0.destination = .editor(Editor.State(isLoading: true))
    }
    await store.send(.closeTapped) { $0.destination = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aPresentationActionWithNothingPresentedIsReported() async {
    // TCA: "received a presentation action when destination state was absent".
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
        $0.continuousClock = TestClock()
      } reportIssue: { failures.append($0.message) }
      await store.send(.destination(.presented(.editor(.load))))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.contains(
        "received a presentation action when destination state was absent") == true)
  }

  @Test func anAlertIsDismissedByItsButtonAfterTheParentSeesIt() async {
    // TCA: ephemeral state (alerts) is nilled after the parent handles its button's action.
    let store = makeStore(clock: TestClock())
    await store.send(.deleteTapped) {
      $0.alert = AlertState { TextState("Delete?") } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      }
    }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.log = ["confirmed with alert present"]
    }
  }

  @Test func anAlertCaseOfAnEnumDestinationIsDismissedByItsButton() async {
    // TCA: an enum destination's alert case is ephemeral too (`isEphemeral` sees through
    // the case), so its button's action nils the destination after the parent sees it.
    let store = makeStore(clock: TestClock())
    await store.send(.discardTapped) { $0.destination = .alert(discardAlert) }
    await store.send(.destination(.presented(.alert(.confirmDiscard)))) {
      $0.destination = nil
      $0.log = ["discard confirmed"]
    }
  }

  @Test func anotherCasesActionLeavesAnAlertDestinationPresented() async {
    // TCA PresentationReducer: an alert destination is nilled only by an action the alert
    // can send (`canSend`); an action for the enum's editor case leaves it presented, and
    // the editor's Scope reports the case mismatch.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
        $0.continuousClock = TestClock()
      } reportIssue: { failures.append($0.message) }
      await store.send(.discardTapped) { $0.destination = .alert(discardAlert) }
      await store.send(.destination(.presented(.editor(.checkPresented))))
      #expect(store.state.destination == .alert(discardAlert))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("when child state was set to a different case") == true)
  }

  private func makeStore(clock: TestClock) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { failure in
      Issue.record(Comment(rawValue: failure.message))
    }
  }
}

// MARK: - Fixtures

private let discardAlert = AlertState<Destination.Alert> {
  TextState("Discard changes?")
} actions: {
  ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
}

private struct Editor: Reducer {
  struct State: Equatable {
    var text = ""
    var isLoading = false
  }
  enum Action: Equatable, CasePathable {
    case load, loaded(String), saveTapped, checkPresented

    struct AllCasePaths {
      var load: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .load }, extract: { if case .load = $0 { () } else { nil } })
      }
      var loaded: AnyCasePath<Action, String> {
        AnyCasePath(
          embed: { .loaded($0) }, extract: { if case let .loaded(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      state.isLoading = true
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded("draft"))
      }
    case let .loaded(text):
      state.isLoading = false
      state.text = text
      return .none
    case .saveTapped:
      return .run { [dismiss] _ in await dismiss() }
    case .checkPresented:
      state.text = "presented: \(isPresented)"
      return .none
    }
  }
}

/// What `@Reducer enum Destination { case editor(Editor) }` expands to (SPEC §10).
private enum Destination: CaseReducer {
  case editor(Editor)
  case alert(AlertState<Alert>)
  enum Alert: Equatable { case confirmDiscard }

  enum State: Equatable, CaseReducerState, CasePathable {
    typealias StateReducer = Destination
    case editor(Editor.State)
    case alert(AlertState<Alert>)

    struct AllCasePaths {
      var editor: AnyCasePath<State, Editor.State> {
        AnyCasePath(
          embed: { .editor($0) }, extract: { if case let .editor(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  enum Action: Equatable, CasePathable {
    case editor(Editor.Action)
    case alert(Alert)

    struct AllCasePaths {
      var editor: AnyCasePath<Action, Editor.Action> {
        AnyCasePath(
          embed: { .editor($0) }, extract: { if case let .editor(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  static var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: \.editor) { Editor() }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    @PresentationState var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }
  enum Action: Equatable, CasePathable {
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case addTapped, closeTapped, deleteTapped, checkPresented, discardTapped
    enum Alert: Equatable { case confirm }

    struct AllCasePaths {
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(
          embed: { .destination($0) },
          extract: { if case let .destination(v) = $0 { v } else { nil } })
      }
      var alert: AnyCasePath<Action, PresentationAction<Alert>> {
        AnyCasePath(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .editor(Editor.State())
      case .closeTapped:
        state.destination = nil
      case .deleteTapped:
        state.alert = AlertState { TextState("Delete?") } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
      case .checkPresented:
        state.log.append("presented: \(isPresented)")
      case .discardTapped:
        state.destination = .alert(discardAlert)
      case .destination(.presented(.alert(.confirmDiscard))):
        state.log.append("discard confirmed")
      case .destination(.dismiss):
        state.log.append(
          "parent saw dismiss with destination \(state.destination == nil ? "absent" : "present")")
      case .alert(.presented(.confirm)):
        state.log.append("confirmed with alert \(state.alert == nil ? "absent" : "present")")
      case .destination, .alert:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$alert, action: \.alert)
  }
}
