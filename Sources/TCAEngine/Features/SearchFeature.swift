/// A paged search as TCA's search case study writes it: typing debounced by a sleep, the
/// request cancellable, pages appended.
///
/// The TCA side of the `search` feature. Typing sets `query` and starts a 300 ms sleep
/// marked `.cancellable(id:cancelInFlight: true)`, so each keystroke restarts it; when it
/// ends, the first page is requested from the `searchClient` dependency, cancelling any
/// request still in flight. `loadNextPage` asks for `nextPage` unless a page is already
/// loading, and appends it. Clearing the query clears the results at once and cancels the
/// pending sleep and requests; a cancelled request sends nothing, so the new search clears
/// `isLoadingNextPage` itself.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: SearchFeature.State()) {
///   SearchFeature()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// store.send(.searchQueryChanged("swift-a"))
/// store.runEffects()
/// await clock.advance(by: .milliseconds(800))
/// store.state.results  // ["swift-algorithms", "swift-argument-parser", "swift-async-algorithms"]
/// ```
public struct SearchFeature: Reducer, Sendable {
  /// The search's state.
  public struct State: Equatable, Sendable {
    /// The text typed so far.
    public var query = ""
    /// The names loaded so far, page after page.
    public var results: [String] = []
    /// The page `loadNextPage` asks for, or `nil` when every page is loaded.
    public var nextPage: Int?
    /// Whether a next page is on its way.
    public var isLoadingNextPage = false

    /// A state with the given values; by default an empty search.
    public init(
      query: String = "", results: [String] = [], nextPage: Int? = nil,
      isLoadingNextPage: Bool = false
    ) {
      self.query = query
      self.results = results
      self.nextPage = nextPage
      self.isLoadingNextPage = isLoadingNextPage
    }
  }

  /// The search's actions: typing and paging, and what the effects send back.
  public enum Action: Equatable, Sendable {
    /// The user scrolled to the end: load the next page.
    case loadNextPage
    /// A next page arrived.
    case nextPageResponse(SearchPage)
    /// The text field changed.
    case searchQueryChanged(String)
    /// The typing paused for 300 ms: search for the query.
    case searchQueryChangeDebounced
    /// The first page of a search arrived.
    case searchResponse(SearchPage)
  }

  /// The ids of the feature's cancellable effects.
  public enum CancelID: Hashable, Sendable {
    /// The pause after typing.
    case debounce
    /// The requests: a search or a next page.
    case search
  }

  /// How long typing must pause before a search starts.
  public static let debounce = Duration.milliseconds(300)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  /// Creates the feature; its clock and search client are dependencies.
  public init() {}

  /// The search's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadNextPage:
        guard let page = state.nextPage, !state.isLoadingNextPage else { return .none }
        state.isLoadingNextPage = true
        return .run { [query = state.query] send in
          try await send(.nextPageResponse(searchClient.search(query, page)))
        }
        .cancellable(id: CancelID.search)

      case let .nextPageResponse(page):
        state.results.append(contentsOf: page.results)
        state.nextPage = page.nextPage
        state.isLoadingNextPage = false
        return .none

      case let .searchQueryChanged(query):
        state.query = query
        // NB: As the case study: a cleared query clears the results at once and cancels what
        // is in flight, or a late response would bring them back.
        guard !query.isEmpty else {
          state.results = []
          state.nextPage = nil
          state.isLoadingNextPage = false
          return .merge(.cancel(id: CancelID.debounce), .cancel(id: CancelID.search))
        }
        return .run { send in
          try await clock.sleep(for: Self.debounce)
          await send(.searchQueryChangeDebounced)
        }
        .cancellable(id: CancelID.debounce, cancelInFlight: true)

      case .searchQueryChangeDebounced:
        guard !state.query.isEmpty else { return .none }
        // NB: The new request cancels a next page in flight, which then sends nothing.
        state.isLoadingNextPage = false
        return .run { [query = state.query] send in
          try await send(.searchResponse(searchClient.search(query, 1)))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .searchResponse(page):
        state.results = page.results
        state.nextPage = page.nextPage
        return .none
      }
    }
  }
}
