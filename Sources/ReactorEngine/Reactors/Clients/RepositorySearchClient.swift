/// A fake repository search: answers on the main scheduler after a fixed latency, from a fixed
/// list of names.
///
/// The results for a query are the names containing it (case-insensitive), in list order, in
/// pages of ``pageSize`` numbered from 1; the TCA side's client answers by the same rule.
///
/// ```swift
/// RepositorySearchClient.answer(query: "swift-a", page: 1).repos
/// // ["swift-algorithms", "swift-argument-parser", "swift-async-algorithms"]
/// ```
public struct RepositorySearchClient: Sendable {
  /// Every repository the service knows, in result order.
  ///
  /// ```swift
  /// RepositorySearchClient.names.count  // 12
  /// ```
  public static let names = [
    "swift-algorithms", "swift-argument-parser", "swift-async-algorithms", "swift-collections",
    "swift-composable-architecture", "swift-dependencies", "swift-format", "swift-nio",
    "swift-numerics", "swift-syntax", "swiftlint", "swiftformat",
  ]

  /// How many results a page holds.
  ///
  /// ```swift
  /// RepositorySearchClient.pageSize  // 3
  /// ```
  public static let pageSize = 3

  /// How long a request takes.
  ///
  /// ```swift
  /// RepositorySearchClient.latency  // .milliseconds(500)
  /// ```
  public static let latency: RxTimeInterval = .milliseconds(500)

  /// The page the service answers: an empty query finds nothing.
  ///
  /// `nextPage` is `page + 1` while more results remain, else `nil`.
  ///
  /// ```swift
  /// RepositorySearchClient.answer(query: "nio", page: 1)  // ["swift-nio"], nextPage nil
  /// ```
  public static func answer(query: String, page: Int) -> RepositoryPage {
    guard !query.isEmpty, page >= 1 else { return RepositoryPage(repos: [], nextPage: nil) }
    let needle = query.lowercased()
    let matches = names.filter { $0.lowercased().contains(needle) }
    let start = min((page - 1) * pageSize, matches.count)
    let end = min(start + pageSize, matches.count)
    return RepositoryPage(
      repos: Array(matches[start..<end]), nextPage: end < matches.count ? page + 1 : nil)
  }

  /// Creates the client.
  ///
  /// ```swift
  /// let client = RepositorySearchClient()
  /// ```
  public init() {}

  /// The page for `query`, sent ``latency`` after subscribing, then completion.
  ///
  /// Runs on `MainScheduler.instance`; disposing before the answer cancels it.
  ///
  /// ```swift
  /// client.search(query: "swift", page: 2)
  /// ```
  public func search(query: String, page: Int) -> Observable<RepositoryPage> {
    let answer = Self.answer(query: query, page: page)
    return Observable<Int>.timer(Self.latency, scheduler: MainScheduler.instance)
      .map { _ in answer }
  }
}
