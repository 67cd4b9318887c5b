import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `search`: TCA's search case study, `SearchFeature`, against ReactorKit's GitHubSearch
  /// example, `SearchReactor` bound to its view, `SearchView`.
  ///
  /// A scenario acts as the user does, on each side's view. In TCA the view sends every
  /// keystroke to the store (`.searchQueryChanged`), and the reducer debounces it: a 300 ms
  /// sleep on the `continuousClock` dependency, restarted by each keystroke through
  /// `.cancellable(id:cancelInFlight: true)`. In ReactorKit the text goes to the view's search
  /// bar relay, and the view's `bind(reactor:)` throttles it 300 ms (latest kept) on
  /// `MainScheduler.instance` before it becomes `updateQuery`: that is where the GitHubSearch
  /// example throttles, and sending `updateQuery` straight to the reactor would compare a
  /// debounce with nothing at all. The `type` action binds one `SearchView` to the reactor when
  /// a session starts, as the screen would. `loadNextPage` is the list scrolled to its end, which
  /// the view forwards unchanged, so it goes to the reactor as `.loadNextPage`. Both fake clients
  /// answer after 500 ms from the same list of names.
  ///
  /// `query` is TCA's `query` and the reactor's `query ?? ""` (the search bar's text, which the
  /// example keeps optional); `results` is TCA's `results` and the reactor's `repos`.
  ///
  /// ```text
  /// # scenarios/search-throttle-vs-debounce.txt (in part)
  /// feature search
  /// send type "sw"
  /// advance 120ms
  /// send type "swi"
  /// ```
  public static let search = FeaturePair(
    "search",
    summary: "a paged search: debounced in TCA, throttled by the view in ReactorKit",
    tca: SearchFeature.self,
    store: { clock in
      Store(initialState: .init()) {
        SearchFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
    },
    reactorKit: SearchReactor.self,
    reactor: { SearchReactor() },
    durations: [.milliseconds(300), .milliseconds(500)],
    actions: [
      .action(
        "type", payload: String.self, values: ["sw", "swift", "swift-", "nio", ""],
        tca: { store in { store.send(.searchQueryChanged($0)) } },
        reactorKit: { reactor in
          // NB: the view is made and bound once per session, as the screen sets it up, and
          // lives as long as the session's sender holds it.
          let view = SearchView()
          view.bind(reactor: reactor)
          return { view.searchText.accept($0) }
        }),
      .action("loadNextPage", tca: .loadNextPage, reactorKit: .loadNextPage),
    ],
    fields: [
      .field("query", tca: { $0.query }, reactorKit: { $0.query ?? "" }),
      .field("results", tca: { $0.results }, reactorKit: { $0.repos }),
      .field("nextPage", tca: { $0.nextPage }, reactorKit: { $0.nextPage }),
      .field(
        "isLoadingNextPage", tca: { $0.isLoadingNextPage }, reactorKit: { $0.isLoadingNextPage }),
    ])
}
