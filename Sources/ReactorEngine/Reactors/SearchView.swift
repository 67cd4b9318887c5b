/// The view half of the search feature: where ReactorKit's GitHubSearch example throttles the
/// typed text, in its view controller's `bind(reactor:)`.
///
/// ``searchText`` stands in for the search bar's text and ``nearBottom`` for scrolling to the
/// end of the list; binding throttles the text 300 ms on `MainScheduler.instance` (latest
/// kept) before it becomes `updateQuery`.
///
/// ```swift
/// let view = SearchView()
/// view.bind(reactor: reactor)
/// view.searchText.accept("swift")
/// ```
public final class SearchView: View {
  /// The typed text, as the search bar sends it.
  public let searchText = PublishRelay<String?>()
  /// One element each time the list is scrolled near its end.
  public let nearBottom = PublishRelay<Void>()
  /// Holds the bindings; replacing it unbinds.
  public var disposeBag = DisposeBag()

  /// Creates an unbound view.
  ///
  /// ```swift
  /// let view = SearchView()
  /// ```
  public init() {}

  /// Sends the throttled text as `updateQuery` and each scroll to the end as `loadNextPage`.
  ///
  /// ```swift
  /// view.bind(reactor: reactor)
  /// ```
  public func bind(reactor: SearchReactor) {
    searchText
      .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
      .map { SearchReactor.Action.updateQuery($0) }
      .subscribe(onNext: { [weak reactor] in reactor?.action.onNext($0) })
      .disposed(by: disposeBag)

    nearBottom
      .map { SearchReactor.Action.loadNextPage }
      .subscribe(onNext: { [weak reactor] in reactor?.action.onNext($0) })
      .disposed(by: disposeBag)
  }
}
