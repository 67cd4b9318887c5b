import ReactorEngine
import Synchronization
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
  /// debounce with nothing at all. `loadNextPage` is the list scrolled to its end, which the view
  /// forwards unchanged. Both fake clients answer after 500 ms from the same list of names.
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
    reactor: { SearchScreens.makeReactor() },
    durations: [.milliseconds(300), .milliseconds(500)],
    actions: [
      .action(
        "type", payload: String.self, values: ["sw", "swift", "swift-", "nio", ""],
        tca: { store, text in store.send(.searchQueryChanged(text)) },
        reactorKit: { reactor, text in SearchScreens.view(of: reactor).searchText.accept(text) }),
      .action(
        "loadNextPage",
        tca: { $0.send(.loadNextPage) },
        reactorKit: { SearchScreens.view(of: $0).nearBottom.accept(()) }),
    ],
    fields: [
      .field("query", tca: \.query, reactorKit: { $0.query ?? "" }),
      .field("results", tca: \.results, reactorKit: \.repos),
      .field("nextPage", tca: \.nextPage, reactorKit: \.nextPage),
      .field("isLoadingNextPage", tca: \.isLoadingNextPage, reactorKit: \.isLoadingNextPage),
    ])
}

/// The view bound to each search reactor a replay runs, as the screen holding both would keep
/// it.
///
/// A pair builds and reaches the ReactorKit side through its reactor only, so the view is found
/// from the reactor here, in a table like the one ReactorKit keeps for a reactor's own streams:
/// each entry holds its reactor weakly and its view strongly, and entries whose reactor is gone
/// are dropped as new ones come in.
private enum SearchScreens {
  /// NB: `@unchecked Sendable` because it crosses the table's lock: `reactor` is a weak reference
  /// set once, and `view` is only used by the session that holds the reactor, on one thread.
  private final class Entry: @unchecked Sendable {
    weak var reactor: SearchReactor?
    let view: SearchView

    init(reactor: SearchReactor, view: SearchView) {
      self.reactor = reactor
      self.view = view
    }
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  /// A reactor with its view bound to it; call with `MainScheduler.instance` bound.
  static func makeReactor() -> SearchReactor {
    let reactor = SearchReactor()
    let view = SearchView()
    view.bind(reactor: reactor)
    let entry = Entry(reactor: reactor, view: view)
    let dead = entries.withLock { entries -> [Entry] in
      var dead: [Entry] = []
      entries = entries.filter { _, entry in
        if entry.reactor != nil { return true }
        dead.append(entry)
        return false
      }
      entries[ObjectIdentifier(reactor)] = entry
      return dead
    }
    // NB: dropped views are released outside the lock; disposing their bindings runs Rx code.
    withExtendedLifetime(dead) {}
    return reactor
  }

  /// The view bound to `reactor` by ``makeReactor()``.
  static func view(of reactor: SearchReactor) -> SearchView {
    guard let entry = entries.withLock({ $0[ObjectIdentifier(reactor)] }), entry.reactor === reactor
    else { preconditionFailure("a search reactor not made by the search pair has no view") }
    return entry.view
  }
}
