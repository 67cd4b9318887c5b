/// A list of rows with an editor sheet, a confirmation before deleting and a per-row refresh,
/// as a ReactorKit user writes the screen.
///
/// Every side effect is a mutation stream: a refresh is `markRefreshed` delayed 1 s, the
/// editor's load is `setDraft` delayed 500 ms. Nothing ties those streams to the row or the
/// sheet they were started for, so a refresh of a deleted row still lands, and a draft still
/// loads after the sheet is dismissed. The confirmation is `pendingDeletion`, which the view
/// shows as an alert whose Delete button sends `confirmDeletion`.
///
/// ```swift
/// let reactor = RowsReactor()
/// reactor.action.onNext(.refresh("b"))
/// reactor.action.onNext(.delete("b"))
/// reactor.action.onNext(.confirmDeletion)
/// ```
public final class RowsReactor: Reactor {
  public enum Action {
    case refresh(String)
    case delete(String)
    case confirmDeletion
    case edit(String)
    case dismissEditor
    case save
  }

  public enum Mutation {
    case markRefreshed(String)
    case setPendingDeletion(String?)
    case removeRow(String)
    case setEditing(String?)
    case setLoading(Bool)
    case setDraft(String?)
  }

  public struct State {
    public var rows = ["a", "b", "c"]
    public var refreshed: [String] = []
    public var pendingDeletion: String?
    public var editing: String?
    public var draft: String?
    public var isLoading = false

    public init() {}
  }

  public let initialState = State()

  public init() {}

  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .refresh(row):
      guard currentState.rows.contains(row) else { return .empty() }
      return Observable.just(Mutation.markRefreshed(row))
        .delay(.seconds(1), scheduler: MainScheduler.instance)
    case let .delete(row):
      guard currentState.rows.contains(row) else { return .empty() }
      return .just(.setPendingDeletion(row))
    case .confirmDeletion:
      guard let row = currentState.pendingDeletion else { return .empty() }
      return .concat([.just(.setPendingDeletion(nil)), .just(.removeRow(row))])
    case let .edit(row):
      guard currentState.rows.contains(row) else { return .empty() }
      return .concat([
        .just(.setEditing(row)),
        .just(.setLoading(true)),
        Observable.just(Mutation.setDraft("draft of \(row)"))
          .delay(.milliseconds(500), scheduler: MainScheduler.instance),
        .just(.setLoading(false)),
      ])
    case .dismissEditor, .save:
      return .concat([.just(.setEditing(nil)), .just(.setDraft(nil))])
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .markRefreshed(row):
      state.refreshed.append(row)
    case let .setPendingDeletion(row):
      state.pendingDeletion = row
    case let .removeRow(row):
      state.rows.removeAll { $0 == row }
    case let .setEditing(row):
      state.editing = row
    case let .setLoading(isLoading):
      state.isLoading = isLoading
    case let .setDraft(draft):
      state.draft = draft
    }
    return state
  }
}
