/// Searches a fixed list of package names, a page at a time: the dependency ``SearchFeature``
/// reads as `@Dependency(\.searchClient)`.
///
/// The engine's own value is a fake with a real request's shape, answering after
/// ``latency`` on the `continuousClock` dependency. Its rule: the ``names`` containing the
/// query, ignoring case, in list order, in pages of ``pageSize`` numbered from 1; a page's
/// `nextPage` is the following page number while names remain, otherwise `nil`. It is the
/// live and the test value; a test only has to put in the clock.
///
/// ```swift
/// @Dependency(\.searchClient) var searchClient
/// try await send(.searchResponse(searchClient.search("swift", 1)))
/// ```
public struct SearchClient: Sendable {
  /// Loads page `page` (from 1) of the results for `query`.
  public var search: @Sendable (_ query: String, _ page: Int) async throws -> SearchPage

  /// A client searching with `search`.
  public init(
    search: @escaping @Sendable (_ query: String, _ page: Int) async throws -> SearchPage
  ) {
    self.search = search
  }

  /// How long the fake takes to answer.
  public static let latency = Duration.milliseconds(500)

  /// How many names a page holds.
  public static let pageSize = 3

  /// The names the fake searches, in result order.
  public static let names = [
    "swift-algorithms", "swift-argument-parser", "swift-async-algorithms", "swift-collections",
    "swift-composable-architecture", "swift-dependencies", "swift-format", "swift-nio",
    "swift-numerics", "swift-syntax", "swiftlint", "swiftformat",
  ]

  /// The fake's answer for `query` at `page`, computed at once.
  ///
  /// ```swift
  /// SearchClient.page(for: "algo", page: 1)  // ["swift-algorithms", "swift-async-algorithms"]
  /// ```
  public static func page(for query: String, page: Int) -> SearchPage {
    let needle = query.lowercased()
    let matches = names.filter { $0.lowercased().contains(needle) }
    let start = min(max(page - 1, 0) * pageSize, matches.count)
    let end = min(start + pageSize, matches.count)
    return SearchPage(
      results: Array(matches[start..<end]), nextPage: end < matches.count ? page + 1 : nil)
  }
}

/// One page of search results.
public struct SearchPage: Equatable, Sendable {
  /// The names on this page.
  public var results: [String]
  /// The page to ask for next, or `nil` on the last page.
  public var nextPage: Int?

  /// A page of `results`, followed by `nextPage`.
  public init(results: [String], nextPage: Int?) {
    self.results = results
    self.nextPage = nextPage
  }
}

extension SearchClient: DependencyKey {
  /// The fake: ``page(for:page:)`` after ``latency`` on the `continuousClock` dependency.
  public static let liveValue = Self { query, page in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: latency)
    return Self.page(for: query, page: page)
  }

  /// The fake too: it is deterministic on the injected clock.
  public static let testValue = liveValue
}

extension DependencyValues {
  /// The search client.
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
