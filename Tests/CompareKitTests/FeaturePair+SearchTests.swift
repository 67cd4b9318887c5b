import CompareKit
import Testing

/// The `search` pair on the shipped scenarios: TCA's debounce and cancelled effects against the
/// ReactorKit view's throttle and `take(until:)`, state by state on each engine's timeline.
  @MainActor
@Suite struct FeaturePairSearchTests {
  @Test func aNewQueryDropsThePageInReactorKitAtOnceAndInTCAWhenTheDebounceEnds() {
    let scenario = ShippedScenario("search-page-cancelled-by-new-query")
    #expect(
      scenario.trace("tca", "timeline") == """
        t=0ms query="swift" results=[] nextPage=none isLoadingNextPage=false
        t=800ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1000ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=true
        t=1100ms query="nio" results=\(swiftPage1) nextPage=2 isLoadingNextPage=true
        t=1400ms query="nio" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1900ms query="nio" results=["swift-nio"] nextPage=none isLoadingNextPage=false

        """)
    #expect(
      scenario.trace("reactorkit", "timeline") == """
        t=0ms query="swift" results=[] nextPage=none isLoadingNextPage=false
        t=500ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1000ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=true
        t=1100ms query="nio" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1600ms query="nio" results=["swift-nio"] nextPage=none isLoadingNextPage=false

        """)
  }

  @MainActor
  @Test func theOldQuerysPageLandsInTCAAfterTheQueryChanged() {
    let scenario = ShippedScenario("search-late-page-after-new-query")
    #expect(
      scenario.trace("tca", "timeline") == """
        t=0ms query="swift" results=[] nextPage=none isLoadingNextPage=false
        t=800ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1000ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=true
        t=1300ms query="nio" results=\(swiftPage1) nextPage=2 isLoadingNextPage=true
        t=1500ms query="nio" results=\(swiftPages1And2) nextPage=3 isLoadingNextPage=false
        t=2100ms query="nio" results=["swift-nio"] nextPage=none isLoadingNextPage=false

        """)
    #expect(
      scenario.trace("reactorkit", "timeline") == """
        t=0ms query="swift" results=[] nextPage=none isLoadingNextPage=false
        t=500ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1000ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=true
        t=1300ms query="nio" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false
        t=1800ms query="nio" results=["swift-nio"] nextPage=none isLoadingNextPage=false

        """)
  }

  @MainActor
  @Test func fastTypingIsSearchedOnceByTheDebounceAndThriceByTheThrottle() {
    let scenario = ShippedScenario("search-throttle-vs-debounce")
    #expect(
      scenario.trace("tca", "timeline") == """
        t=0ms query="sw" results=[] nextPage=none isLoadingNextPage=false
        t=120ms query="swi" results=[] nextPage=none isLoadingNextPage=false
        t=240ms query="swif" results=[] nextPage=none isLoadingNextPage=false
        t=360ms query="swift" results=[] nextPage=none isLoadingNextPage=false
        t=1160ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false

        """)
    #expect(
      scenario.trace("reactorkit", "timeline") == """
        t=0ms query="sw" results=[] nextPage=none isLoadingNextPage=false
        t=300ms query="swif" results=[] nextPage=none isLoadingNextPage=false
        t=600ms query="swift" results=[] nextPage=none isLoadingNextPage=false
        t=1100ms query="swift" results=\(swiftPage1) nextPage=2 isLoadingNextPage=false

        """)
  }

  @Test func thePairDeclaresItsDelaysAndRealisticQueries() {
    #expect(FeaturePair.search.durationMilliseconds == [300, 500])
    let type = FeaturePair.search.vocabulary.actions.first
    #expect(type?.name == "type")
    #expect(type?.payload == .string)
    #expect(type?.values == ["sw", "swift", "swift-", "nio", ""].map { StateValue.string($0) })
    #expect(
      FeaturePair.search.vocabulary.fields == ["query", "results", "nextPage", "isLoadingNextPage"])
  }
}

private let swiftPage1 = #"["swift-algorithms", "swift-argument-parser", "swift-async-algorithms"]"#
private let swiftPages1And2 =
  #"["swift-algorithms", "swift-argument-parser", "swift-async-algorithms", "swift-collections", "#
  + #""swift-composable-architecture", "swift-dependencies"]"#
