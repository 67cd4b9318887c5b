import Testing
import TCAEngine

@MainActor @Suite struct SearchClientTests {
  @Test(arguments: [
    (
      "swift", 1,
      SearchPage(
        results: ["swift-algorithms", "swift-argument-parser", "swift-async-algorithms"],
        nextPage: 2)
    ),
    (
      "swift", 4,
      SearchPage(results: ["swift-syntax", "swiftlint", "swiftformat"], nextPage: nil)
    ),
    ("FORMAT", 1, SearchPage(results: ["swift-format", "swiftformat"], nextPage: nil)),
    ("swift-n", 1, SearchPage(results: ["swift-nio", "swift-numerics"], nextPage: nil)),
    ("kotlin", 1, SearchPage(results: [], nextPage: nil)),
  ])
  func pagesOfThreeNamesContainingTheQueryIgnoringCase(
    query: String, page: Int, expected: SearchPage
  ) {
    #expect(SearchClient.page(for: query, page: page) == expected)
  }

  @Test func theFakeAnswersAfterItsLatencyOnTheClockDependency() async {
    let clock = TestClock()
    let store = Store(initialState: [SearchPage]()) {
      Reduce<[SearchPage], SearchPage?> { state, action in
        guard let page = action else {
          return .run { send in
            @Dependency(\.searchClient) var searchClient
            try await send(searchClient.search("swift-c", 1))
          }
        }
        state.append(page)
        return .none
      }
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(nil)
    store.runEffects()
    await clock.advance(by: .milliseconds(499))
    #expect(store.state.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(
      store.state == [
        SearchPage(results: ["swift-collections", "swift-composable-architecture"], nextPage: nil)
      ])
  }
}
