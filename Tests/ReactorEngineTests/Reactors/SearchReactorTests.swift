import ReactorEngine
import Testing

@Suite struct SearchReactorTests {
  @Test func aQueryLoadsItsFirstPageAfterTheLatency() {
    let rows = trace([(0, .updateQuery("swift-a"))])
    #expect(
      rows == [
        "0 nil [] nil idle",
        "0 swift-a [] nil idle",
        "500 swift-a [swift-algorithms,swift-argument-parser,swift-async-algorithms] nil idle",
      ])
  }

  @Test func nextPagesAppendAndStopWhenNoneRemain() {
    let rows = trace([
      (0, .updateQuery("SWIFT-")), (600, .loadNextPage), (1200, .loadNextPage),
      (1800, .loadNextPage), (2400, .loadNextPage),
    ])
    let reposAtEnd = rows.last.map { String($0.split(separator: " ")[2]) }
    #expect(
      reposAtEnd
        == "[swift-algorithms,swift-argument-parser,swift-async-algorithms,swift-collections,"
        + "swift-composable-architecture,swift-dependencies,swift-format,swift-nio,swift-numerics,"
        + "swift-syntax]")
    #expect(rows.last?.hasSuffix("nil idle") == true)
    #expect(rows.filter { $0.hasPrefix("2400") }.isEmpty)
  }

  @Test func loadNextPageIsIgnoredWhileAPageLoads() {
    let rows = trace([(0, .updateQuery("swift")), (600, .loadNextPage), (700, .loadNextPage)])
    #expect(
      Array(rows.suffix(3)) == [
        "600 swift [swift-algorithms,swift-argument-parser,swift-async-algorithms] 2 loading",
        "1100 swift [swift-algorithms,swift-argument-parser,swift-async-algorithms,swift-collections,swift-composable-architecture,swift-dependencies] 3 loading",
        "1100 swift [swift-algorithms,swift-argument-parser,swift-async-algorithms,swift-collections,swift-composable-architecture,swift-dependencies] 3 idle",
      ])
  }

  @Test func aNewQueryCancelsTheRequestInFlightButConcatStillClearsTheLoadingFlag() {
    // The new query's `setQuery` comes first: the state stream subscribed to the actions before
    // the page request's `take(until:)` did.
    let rows = trace([(0, .updateQuery("swift")), (600, .loadNextPage), (800, .updateQuery("nio"))])
    #expect(
      Array(rows.suffix(4)) == [
        "600 swift [swift-algorithms,swift-argument-parser,swift-async-algorithms] 2 loading",
        "800 nio [swift-algorithms,swift-argument-parser,swift-async-algorithms] 2 loading",
        "800 nio [swift-algorithms,swift-argument-parser,swift-async-algorithms] 2 idle",
        "1300 nio [swift-nio] nil idle",
      ])
  }

  @Test func anEmptyQueryClearsTheResultsWithoutARequest() {
    let rows = trace([(0, .updateQuery("nio")), (600, .updateQuery(""))])
    #expect(Array(rows.suffix(2)) == ["600 - [swift-nio] nil idle", "600 - [] nil idle"])
  }

  @Test func theViewThrottlesTypingAndKeepsTheLatestText() {
    let scheduler = VirtualTimeScheduler()
    let reactor = SearchReactor()
    let view = SearchView()
    var queries: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      view.bind(reactor: reactor)
      let subscription = reactor.state.map(\.query).distinctUntilChanged()
        .subscribe(onNext: { queries.append("\(scheduler.nowMilliseconds) \($0 ?? "nil")") })
      for (time, text) in [(0, "s"), (100, "sw"), (200, "swi"), (350, "swif"), (700, "swift")] {
        scheduler.advance(to: .milliseconds(time))
        view.searchText.accept(text)
      }
      scheduler.advance(to: .seconds(2))
      subscription.dispose()
    }
    // "sw" and "swi" fall in the first window, the latest goes out at its end (300); "swif"
    // opens the next window's send at 600, "swift" at 900.
    #expect(queries == ["0 nil", "0 s", "300 swi", "600 swif", "900 swift"])
  }

  @Test func theFakeClientPagesTheMatchesInListOrder() {
    #expect(
      RepositorySearchClient.answer(query: "FORMAT", page: 1)
        == RepositoryPage(repos: ["swift-format", "swiftformat"], nextPage: nil))
    #expect(
      RepositorySearchClient.answer(query: "swift", page: 4)
        == RepositoryPage(repos: ["swift-syntax", "swiftlint", "swiftformat"], nextPage: nil))
    #expect(
      RepositorySearchClient.answer(query: "swift", page: 3).nextPage == 4)
    #expect(RepositorySearchClient.answer(query: "", page: 1).repos.isEmpty)
  }
}

/// Sends each action at its time (ms), runs to 5 s, and records every state as
/// `time query repos nextPage loading`.
private func trace(_ actions: [(Int, SearchReactor.Action)]) -> [String] {
  let scheduler = VirtualTimeScheduler()
  let reactor = SearchReactor()
  var rows: [String] = []
  VirtualTimeScheduler.withMain(scheduler) {
    let subscription = reactor.state.subscribe(onNext: { state in
      let query = state.query.map { $0.isEmpty ? "-" : $0 } ?? "nil"
      let repos = "[\(state.repos.joined(separator: ","))]"
      let page = state.nextPage.map(String.init) ?? "nil"
      rows.append(
        "\(scheduler.nowMilliseconds) \(query) \(repos) \(page) "
          + (state.isLoadingNextPage ? "loading" : "idle"))
    })
    for (time, action) in actions {
      scheduler.advance(to: .milliseconds(time))
      reactor.action.onNext(action)
    }
    scheduler.advance(to: .milliseconds(5000))
    subscription.dispose()
  }
  return rows
}
