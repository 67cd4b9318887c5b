import Testing
import TCAEngine

@MainActor @Suite struct RowsFeatureTests {
  @Test func deletingARowWhileItRefreshesCancelsTheRefresh() async {
    // TCA: `.cancel(id:)` ends the row's effect; the alert's button nils the alert.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.refreshButtonTapped("b"))
    await store.send(.deleteButtonTapped("b")) {
      $0.alert = AlertState { TextState("Delete b?") } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion("b")) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.presented(.confirmDeletion("b")))) {
      $0.alert = nil
      $0.rows = ["a", "c"]
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func dismissingTheSheetWhileItLoadsCancelsTheLoad() async {
    // TCA PresentationReducer: `.dismiss` nils the sheet and cancels its effects.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.editButtonTapped("a")) { $0.editor = RowEditorFeature.State(row: "a") }
    await store.receive(\.editor.onAppear) {
      $0.editor = RowEditorFeature.State(row: "a", isLoading: true)
    }
    await store.send(.editor(.dismiss)) { $0.editor = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func savingDismissesTheSheetThroughTheDismissDependency() async {
    // TCA DismissEffect: the editor's `await dismiss()` sends `.editor(.dismiss)`.
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.editButtonTapped("c")) { $0.editor = RowEditorFeature.State(row: "c") }
    await store.receive(\.editor.onAppear) {
      $0.editor = RowEditorFeature.State(row: "c", isLoading: true)
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.editor.draftLoaded, "draft of c") {
      $0.editor = RowEditorFeature.State(row: "c", draft: "draft of c")
    }
    await store.send(.editor(.presented(.saveButtonTapped)))
    await store.receive(\.editor.dismiss) { $0.editor = nil }
    await store.finish()
  }

  private func makeStore(clock: TestClock) -> TestStore<RowsFeature.State, RowsFeature.Action> {
    TestStore(initialState: RowsFeature.State()) { RowsFeature() } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { Issue.record(Comment(rawValue: $0.message)) }
  }
}
