import CompareKit
import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `test-greeting`: a form whose text field keeps a draft in the view and whose button
  /// submits it, declared with one view per session on each side: `type` and `submit` go
  /// through the same view, so the draft typed by one reaches the other.
  public static let testGreeting = FeaturePair(
    "test-greeting",
    summary: "test only: a text field's draft, kept by the view, submitted by its button",
    tca: Greeting.self,
    store: { _ in Store(initialState: .init()) { Greeting() } },
    reactorKit: GreetingReactor.self,
    reactor: { GreetingReactor() },
    tcaView: { store in GreetingForm(store: store) },
    reactorKitView: { reactor in GreetingView(reactor: reactor) },
    actions: [
      .action(
        "type", payload: String.self,
        tcaView: { (form: GreetingForm, text) in form.type(text) },
        reactorKitView: { (view: GreetingView, text) in view.type(text) }),
      .action(
        "submit",
        tcaView: { (form: GreetingForm) in form.submitTapped() },
        reactorKitView: { (view: GreetingView) in view.submitTapped() }),
    ],
    fields: [.field("submitted", tca: \.submitted, reactorKit: \.submitted)])
}

// MARK: - TCA side

/// The greetings submitted so far.
struct Greeting: Reducer {
  struct State: Equatable {
    var submitted: [String] = []
  }

  enum Action {
    case submit(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .submit(let text): state.submitted.append(text)
      }
      return .none
    }
  }
}

/// The form's view: its text field's draft lives here, not in the store, until submitted.
@MainActor
final class GreetingForm {
  let store: StoreOf<Greeting>
  private var draft = ""

  init(store: StoreOf<Greeting>) {
    self.store = store
  }

  func type(_ text: String) { draft += text }

  func submitTapped() {
    store.send(.submit(draft))
    draft = ""
  }
}

// MARK: - ReactorKit side

/// The same form's reactor.
final class GreetingReactor: Reactor {
  enum Action {
    case submit(String)
  }

  struct State {
    var submitted: [String] = []
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .submit(let text): state.submitted.append(text)
    }
    return state
  }
}

/// The form's view, bound to the reactor once: the draft lives here until submitted.
@MainActor
final class GreetingView {
  private let reactor: GreetingReactor
  private var draft = ""

  init(reactor: GreetingReactor) {
    self.reactor = reactor
  }

  func type(_ text: String) { draft += text }

  func submitTapped() {
    reactor.action.onNext(.submit(draft))
    draft = ""
  }
}
