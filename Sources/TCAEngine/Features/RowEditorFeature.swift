/// The editor sheet of ``RowsFeature``: it loads the row's draft, then saves or closes.
///
/// Loading takes 500 ms on the `continuousClock`; `saveButtonTapped` dismisses itself with
/// `@Dependency(\.dismiss)`, as a TCA sheet does.
///
/// ```swift
/// .ifLet(\.$editor, action: \.editor) { RowEditorFeature() }
/// ```
public struct RowEditorFeature: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    /// The row being edited.
    public var row: String
    /// The loaded draft, `nil` until it arrives.
    public var draft: String?
    /// Whether the draft is loading.
    public var isLoading = false

    public init(row: String, draft: String? = nil, isLoading: Bool = false) {
      self.row = row
      self.draft = draft
      self.isLoading = isLoading
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case draftLoaded(String)
    case onAppear
    case saveButtonTapped

    public struct AllCasePaths: Sendable {
      public var draftLoaded: AnyCasePath<Action, String> {
        AnyCasePath(
          embed: { .draftLoaded($0) },
          extract: { if case let .draftLoaded(value) = $0 { value } else { nil } })
      }
      public var onAppear: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .onAppear }, extract: { if case .onAppear = $0 { () } else { nil } })
      }
      public var saveButtonTapped: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .saveButtonTapped },
          extract: { if case .saveButtonTapped = $0 { () } else { nil } })
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state.isLoading = true
        let row = state.row
        return .run { send in
          try await clock.sleep(for: .milliseconds(500))
          await send(.draftLoaded("draft of \(row)"))
        }
      case let .draftLoaded(draft):
        state.isLoading = false
        state.draft = draft
        return .none
      case .saveButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
