/// A paged repository search, as ReactorKit's GitHubSearch example writes it.
///
/// Each query's request runs `take(until:)` the next `updateQuery` action, so a newer query
/// cancels it; `loadNextPage` is ignored while a page loads or when there is none, and is a
/// `concat` of `setLoadingNextPage(true)`, the page (cancelled by a new query the same way) and
/// `setLoadingNextPage(false)`, which still runs when the page was cancelled. The typed text is
/// throttled by the view, ``SearchView``, not here. The ReactorKit side of the `search` pair.
///
/// ```swift
/// let reactor = SearchReactor()
/// reactor.action.onNext(.updateQuery("swift"))
/// ```
public final class SearchReactor: Reactor {
  /// The user's input.
  ///
  /// ```swift
  /// reactor.action.onNext(.loadNextPage)
  /// ```
  public enum Action: Equatable, Sendable {
    case updateQuery(String?)
    case loadNextPage
  }

  /// The state changes.
  ///
  /// ```swift
  /// SearchReactor.Mutation.setLoadingNextPage(false)
  /// ```
  public enum Mutation: Equatable, Sendable {
    case setQuery(String?)
    case setRepos([String], nextPage: Int?)
    case appendRepos([String], nextPage: Int?)
    case setLoadingNextPage(Bool)
  }

  /// What the screen shows.
  ///
  /// ```swift
  /// reactor.currentState.repos
  /// ```
  public struct State: Equatable, Sendable {
    /// The query last sent by the view.
    public var query: String?
    /// The results loaded so far, page after page.
    public var repos: [String]
    /// The page `loadNextPage` asks for, `nil` when there is none.
    public var nextPage: Int?
    /// Whether a next page is loading.
    public var isLoadingNextPage: Bool

    /// Memberwise, empty by default.
    ///
    /// ```swift
    /// SearchReactor.State()
    /// ```
    public init(
      query: String? = nil, repos: [String] = [], nextPage: Int? = nil,
      isLoadingNextPage: Bool = false
    ) {
      self.query = query
      self.repos = repos
      self.nextPage = nextPage
      self.isLoadingNextPage = isLoadingNextPage
    }
  }

  /// The state before any action.
  ///
  /// ```swift
  /// SearchReactor().initialState.repos  // []
  /// ```
  public let initialState = State()

  private let client: RepositorySearchClient

  /// Creates the reactor.
  ///
  /// ```swift
  /// let reactor = SearchReactor()
  /// ```
  public init(client: RepositorySearchClient = RepositorySearchClient()) {
    self.client = client
  }

  /// Each action's mutations.
  ///
  /// ```swift
  /// reactor.mutate(action: .updateQuery("nio"))  // setQuery, then setRepos 500 ms later
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .updateQuery(let query):
      return Observable.concat([
        Observable.just(Mutation.setQuery(query)),
        self.search(query: query, page: 1)
          .take(until: self.action.filter(Action.isUpdateQueryAction))
          .map { Mutation.setRepos($0, nextPage: $1) },
      ])

    case .loadNextPage:
      guard !self.currentState.isLoadingNextPage else { return Observable.empty() }
      guard let page = self.currentState.nextPage else { return Observable.empty() }
      return Observable.concat([
        Observable.just(Mutation.setLoadingNextPage(true)),
        self.search(query: self.currentState.query, page: page)
          .take(until: self.action.filter(Action.isUpdateQueryAction))
          .map { Mutation.appendRepos($0, nextPage: $1) },
        Observable.just(Mutation.setLoadingNextPage(false)),
      ])
    }
  }

  /// Applies one mutation.
  ///
  /// ```swift
  /// reactor.reduce(state: .init(), mutation: .setQuery("a")).query  // "a"
  /// ```
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query):
      state.query = query
    case .setRepos(let repos, let nextPage):
      state.repos = repos
      state.nextPage = nextPage
    case .appendRepos(let repos, let nextPage):
      state.repos.append(contentsOf: repos)
      state.nextPage = nextPage
    case .setLoadingNextPage(let isLoadingNextPage):
      state.isLoadingNextPage = isLoadingNextPage
    }
    return state
  }

  private func search(query: String?, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
    let emptyResult: ([String], Int?) = ([], nil)
    guard let query, !query.isEmpty else { return .just(emptyResult) }
    return client.search(query: query, page: page)
      .map { ($0.repos, $0.nextPage) }
      .catchAndReturn(emptyResult)
  }
}

extension SearchReactor.Action {
  /// Whether the action is an `updateQuery`; a new query cancels the requests in flight.
  ///
  /// ```swift
  /// SearchReactor.Action.isUpdateQueryAction(.loadNextPage)  // false
  /// ```
  public static func isUpdateQueryAction(_ action: SearchReactor.Action) -> Bool {
    if case .updateQuery = action { return true }
    return false
  }
}
