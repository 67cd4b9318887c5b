import Testing
import TCAEngine

@MainActor @Suite struct AlertStateTests {
  @Test func alertsBuiltAlikeAreEqualThoughTheirIDsDiffer() {
    // swift-navigation: AlertState/ButtonState `==` compare title, message and buttons, never `id`.
    let first = deleteAlert(canArchive: false)
    let second = deleteAlert(canArchive: false)
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != deleteAlert(canArchive: true))
  }

  @Test func theButtonBuilderTakesIfAndForAndKeepsOrder() {
    // swift-navigation's ButtonStateBuilder: blocks, `if`, `if`/`else` and `for` in order.
    let alert = deleteAlert(canArchive: true)
    #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Archive", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, nil, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, .archive, nil])
    let numbered = AlertState<Int>(title: { TextState("Pick") }) {
      for n in 1...3 { ButtonState(action: n) { TextState("\(n)") } }
    }
    #expect(numbered.buttons.map(\.action.action) == [1, 2, 3])
  }

  @Test func mapRewritesEveryButtonsActionAndKeepsTheRest() {
    // swift-navigation: `AlertState.map` keeps the id, title and message.
    let alert = deleteAlert(canArchive: false)
    let mapped = alert.map { $0.map { "\($0)" } }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.action.action) == ["confirmDeletion", nil])
    #expect(mapped.message == TextState("This cannot be undone."))
  }

  @Test func textStateComparesVerbatimTextByStringAndConcatenationsPartByPart() {
    // swift-navigation TextState `==`: verbatim by string, concatenations never equal verbatim.
    #expect(TextState("a") == TextState(verbatim: "a"))
    #expect(TextState("a") + TextState("b") == TextState("a") + TextState("b"))
    #expect(TextState("a") + TextState("b") != TextState("ab"))
    #expect(String(state: TextState("Delete ") + TextState("Milk")) == "Delete Milk")
  }

  @Test func confirmationDialogsIgnoreTheirTitleVisibilityWhenCompared() {
    // swift-navigation ConfirmationDialogState `==` and `hash(into:)`: title, message and
    // buttons only, so two dialogs differing in titleVisibility alone are equal.
    let visible = ConfirmationDialogState<Int>(titleVisibility: .visible) { TextState("Share") }
    let automatic = ConfirmationDialogState<Int>(title: { TextState("Share") })
    #expect(automatic.titleVisibility == .automatic)
    #expect(visible.titleVisibility == .visible)
    #expect(visible == automatic)
    #expect(Set([visible, automatic]).count == 1)
    #expect(visible != ConfirmationDialogState<Int>(titleVisibility: .visible) { TextState("Copy") })
  }

  @Test func aConfirmationDialogDumpsItsTitleVisibilityOnlyWhenNotAutomatic() {
    // swift-navigation ConfirmationDialogState `customDumpMirror`: titleVisibility is a child
    // only when it is not `.automatic`.
    let labels = { (dialog: ConfirmationDialogState<Int>) in
      Mirror(reflecting: dialog).children.map { $0.label ?? "" }
    }
    #expect(labels(ConfirmationDialogState(title: { TextState("Share") })) == ["title"])
    #expect(
      labels(ConfirmationDialogState(titleVisibility: .hidden) { TextState("Share") })
        == ["titleVisibility", "title"])
  }

  @Test func aTestStoreDiffShowsTheAlertsTitleAndButtons() async {
    // TCA: a presented alert is state, so an unasserted one fails the send with a diff.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Screen.State()) { Screen() } reportIssue: {
        failures.append($0.message)
      }
      await store.send(.deleteTapped)
      await store.send(.alert(.presented(.confirmDeletion))) { $0.alert = nil; $0.deleted = true }
    }
    #expect(failures.count == 1)
    let message = failures.first ?? ""
    #expect(message.contains("title: \"Delete?\""))
    #expect(message.contains("role: .destructive"))
    #expect(message.contains("label: \"Delete\""))
    #expect(!message.contains("id:"))
  }
}

private func deleteAlert(canArchive: Bool) -> AlertState<RowAlert> {
  AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    if canArchive {
      ButtonState(action: .archive) { TextState("Archive") }
    }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }
}

private enum RowAlert: Equatable, Hashable { case confirmDeletion, archive }

private struct Screen: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<RowAlert>?
    var deleted = false
  }
  enum Action: Equatable, CasePathable {
    case alert(PresentationAction<RowAlert>)
    case deleteTapped

    struct AllCasePaths {
      var alert: AnyCasePath<Action, PresentationAction<RowAlert>> {
        AnyCasePath(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } })
      }
      var deleteTapped: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .deleteTapped }, extract: { if case .deleteTapped = $0 { () } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = deleteAlert(canArchive: false)
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.deleted = true
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
