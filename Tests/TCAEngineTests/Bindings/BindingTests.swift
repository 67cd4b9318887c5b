import Testing
import TCAEngine

@MainActor @Suite struct BindingTests {
  @Test func bindingReducerWritesTheFieldBeforeTheParentReacts() async {
    // TCA BindingReducer: writes the field; a `Reduce` after it sees `.binding(\.text)` with
    // the new value.
    let store = makeStore()
    await store.send(.binding(.set(\.text, "milk"))) {
      $0.text = "milk"
      $0.log = ["text is now milk"]
    }
  }

  @Test func theCaseKeyPathFormSendsTheSameBindingAction() async {
    // TCA 1.x tests: `store.send(\.binding.text, "x")` for `State: ObservableState`.
    let store = makeStore()
    await store.send(\.binding.text, "eggs") {
      $0.text = "eggs"
      $0.log = ["text is now eggs"]
    }
    await store.send(\.binding.isOn, true) { $0.isOn = true }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    // TCA BindingAction `==`: same key path and equal value.
    #expect(BindingAction<Form.State>.set(\.text, "a") == .set(\.text, "a"))
    #expect(BindingAction<Form.State>.set(\.text, "a") != .set(\.text, "b"))
    #expect(BindingAction<Form.State>.set(\.text, "a") != .set(\.other, "a"))
    #expect(Form.Action.binding(.set(\.text, "a")).binding == .set(\.text, "a"))
    #expect(Form.Action.saveTapped.binding == nil)
    #expect(Form.Action.set(\.isOn, true) == .binding(.set(\.isOn, true)))
  }

  @Test func theOlderBindingStateFormWritesThroughTheProjectedKeyPath() async {
    // TCA (pre-1.7): `@BindingState var text` and `.set(\.$text, value)`.
    let store = TestStore(initialState: OldForm.State()) { OldForm() } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.set(\.$text, "milk")) { $0.text = "milk" }
    await store.send(.binding(.set(\.$text, "eggs"))) { $0.text = "eggs" }
  }

  @Test func aReceivedBindingActionMatchesItsCaseKeyPath() async {
    // TCA: `receive(\.binding.text)` matches a binding action writing `text`.
    let store = makeStore()
    await store.send(.saveTapped)
    await store.receive(\.binding.text) {
      $0.text = "saved"
      $0.log = ["text is now saved"]
    }
  }

  private func makeStore() -> TestStore<Form.State, Form.Action> {
    TestStore(initialState: Form.State()) { Form() } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
  }
}

// MARK: - Fixtures

private struct Form: Reducer {
  struct State: Equatable, ObservableState {
    var text = ""
    var other = ""
    var isOn = false
    var log: [String] = []
  }
  enum Action: Equatable, BindableAction, CasePathable {
    case binding(BindingAction<State>)
    case saveTapped

    struct AllCasePaths {
      var binding: AnyCasePath<Action, BindingAction<State>> {
        AnyCasePath(
          embed: { .binding($0) }, extract: { if case let .binding(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.log.append("text is now \(state.text)")
        return .none
      case .binding:
        return .none
      case .saveTapped:
        return .send(.binding(.set(\.text, "saved")))
      }
    }
  }
}

private struct OldForm: Reducer {
  struct State: Equatable {
    @BindingState var text = ""
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
