/// A list of rows with an editor sheet, an alert confirming deletion and a per-row refresh.
///
/// Written as a TCA user writes the screen: the sheet is `@PresentationState var editor`
/// with `.ifLet(\.$editor, action: \.editor)`, so dismissing it cancels its load; the alert
/// is `@PresentationState var alert: AlertState<Action.Alert>?`; each row's refresh (1 s) is
/// cancellable by the row's name and cancelled when the row is deleted.
///
/// ```swift
/// let store = Store(initialState: RowsFeature.State()) { RowsFeature() }
/// store.send(.refreshButtonTapped("b"))
/// store.send(.deleteButtonTapped("b"))
/// store.send(.alert(.presented(.confirmDeletion("b"))))
/// ```
public struct RowsFeature: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var rows: [String]
    /// The rows whose refresh has landed, in order.
    public var refreshed: [String] = []
    @PresentationState public var editor: RowEditorFeature.State?
    @PresentationState public var alert: AlertState<Action.Alert>?

    public init(rows: [String] = ["a", "b", "c"]) {
      self.rows = rows
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped(String)
    case editButtonTapped(String)
    case editor(PresentationAction<RowEditorFeature.Action>)
    case refreshButtonTapped(String)
    case rowRefreshed(String)

    public enum Alert: Equatable, Sendable {
      case confirmDeletion(String)
    }

    public struct AllCasePaths: Sendable {
      public var alert: AnyCasePath<Action, PresentationAction<Alert>> {
        AnyCasePath(
          embed: { .alert($0) }, extract: { if case let .alert(value) = $0 { value } else { nil } })
      }
      public var editor: AnyCasePath<Action, PresentationAction<RowEditorFeature.Action>> {
        AnyCasePath(
          embed: { .editor($0) },
          extract: { if case let .editor(value) = $0 { value } else { nil } })
      }
      public var rowRefreshed: AnyCasePath<Action, String> {
        AnyCasePath(
          embed: { .rowRefreshed($0) },
          extract: { if case let .rowRefreshed(value) = $0 { value } else { nil } })
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct RefreshID: Hashable, Sendable {
    let row: String
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .alert(.presented(.confirmDeletion(row))):
        state.rows.removeAll { $0 == row }
        return .cancel(id: RefreshID(row: row))
      case .alert:
        return .none
      case let .deleteButtonTapped(row):
        guard state.rows.contains(row) else { return .none }
        state.alert = AlertState {
          TextState("Delete \(row)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(row)) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case let .editButtonTapped(row):
        guard state.rows.contains(row) else { return .none }
        state.editor = RowEditorFeature.State(row: row)
        return .send(.editor(.presented(.onAppear)))
      case .editor:
        return .none
      case let .refreshButtonTapped(row):
        guard state.rows.contains(row) else { return .none }
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.rowRefreshed(row))
        }
        .cancellable(id: RefreshID(row: row), cancelInFlight: true)
      case let .rowRefreshed(row):
        state.refreshed.append(row)
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { RowEditorFeature() }
    .ifLet(\.$alert, action: \.alert)
  }
}
