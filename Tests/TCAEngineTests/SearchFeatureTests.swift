import Testing
import TCAEngine

@MainActor @Suite struct SearchFeatureTests {
  @Test func typingIsDebouncedThenTheFirstPageArrives() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.searchQueryChanged("s")) { $0.query = "s" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("sw")) { $0.query = "sw" }
    // 300 ms after the last keystroke, not the first.
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(500))
    await store.receive(
      .searchResponse(
        page(["swift-algorithms", "swift-argument-parser", "swift-async-algorithms"], next: 2))
    ) {
      $0.results = ["swift-algorithms", "swift-argument-parser", "swift-async-algorithms"]
      $0.nextPage = 2
    }
    await store.finish()
  }

  @Test func loadNextPageAppendsAndIgnoresTapsWhileLoading() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await search("swift-", in: store, on: clock)
    await store.send(.loadNextPage) { $0.isLoadingNextPage = true }
    await store.send(.loadNextPage)
    await clock.advance(by: .milliseconds(500))
    let second = ["swift-collections", "swift-composable-architecture", "swift-dependencies"]
    await store.receive(.nextPageResponse(page(second, next: 3))) {
      $0.results += second
      $0.nextPage = 3
      $0.isLoadingNextPage = false
    }
    await store.finish()
  }

  @Test func theLastPageHasNoNextPageAndPagingStops() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.searchQueryChanged("ALGO")) { $0.query = "ALGO" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(500))
    let matches = ["swift-algorithms", "swift-async-algorithms"]
    await store.receive(.searchResponse(page(matches, next: nil))) { $0.results = matches }
    await store.send(.loadNextPage)
    await store.finish()
  }

  @Test func clearingTheQueryClearsAtOnceAndCancelsTheRequest() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await search("swift-", in: store, on: clock)
    await store.send(.searchQueryChanged("swift-n")) { $0.query = "swift-n" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("")) {
      $0.query = ""
      $0.results = []
      $0.nextPage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aNewSearchCancelsANextPageInFlight() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await search("swift-", in: store, on: clock)
    await store.send(.loadNextPage) { $0.isLoadingNextPage = true }
    await clock.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("swift-n")) { $0.query = "swift-n" }
    await clock.advance(by: .milliseconds(300))
    // The page was due at 500 ms; the new request cancelled it at 400 ms, and it sends nothing.
    await store.receive(.searchQueryChangeDebounced) { $0.isLoadingNextPage = false }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.searchResponse(page(["swift-nio", "swift-numerics"], next: nil))) {
      $0.results = ["swift-nio", "swift-numerics"]
      $0.nextPage = nil
    }
    await store.finish()
  }

  private func search(
    _ query: String, in store: TestStore<SearchFeature.State, SearchFeature.Action>,
    on clock: TestClock
  ) async {
    await store.send(.searchQueryChanged(query)) { $0.query = query }
    await clock.advance(by: SearchFeature.debounce)
    await store.receive(.searchQueryChangeDebounced)
    await clock.advance(by: SearchClient.latency)
    let expected = SearchClient.page(for: query, page: 1)
    await store.receive(.searchResponse(expected)) {
      $0.results = expected.results
      $0.nextPage = expected.nextPage
    }
  }

  private func makeStore(clock: TestClock) -> TestStore<SearchFeature.State, SearchFeature.Action> {
    TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    } reportIssue: { failure in
      Issue.record(Comment(rawValue: failure.message))
    }
  }
}

private func page(_ results: [String], next: Int?) -> SearchPage {
  SearchPage(results: results, nextPage: next)
}
