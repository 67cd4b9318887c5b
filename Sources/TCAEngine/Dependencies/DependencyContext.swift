/// Which of a key's default values a dependency resolves to when nothing overrides it.
///
/// A ``Store`` runs in the context in force where it is created, ``live`` unless you set
/// another; a ``TestStore`` always starts in ``test``, as TCA's does under a test runner. The
/// replay builds plain stores, so it runs on live values with its virtual clock put in
/// `continuousClock`.
///
/// ```swift
/// withDependencies {
///   $0.context = .preview
/// } operation: {
///   Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
public enum DependencyContext: Hashable, Sendable {
  /// A key's ``DependencyKey/liveValue``: what the running program uses.
  case live
  /// A key's ``TestDependencyKey/previewValue``: what a preview uses.
  case preview
  /// A key's ``TestDependencyKey/testValue``: what a test uses.
  case test
}
