/// One page of search results.
///
/// ```swift
/// RepositoryPage(repos: ["swift-nio"], nextPage: nil)
/// ```
public struct RepositoryPage: Equatable, Sendable {
  /// The names on this page.
  public var repos: [String]
  /// The page to ask for next, `nil` on the last page.
  public var nextPage: Int?

  /// Memberwise.
  ///
  /// ```swift
  /// RepositoryPage(repos: [], nextPage: nil)
  /// ```
  public init(repos: [String], nextPage: Int?) {
    self.repos = repos
    self.nextPage = nextPage
  }
}
