/// The dependencies a feature runs with: a value per key, or the key's default.
///
/// Read one with `@Dependency(\.name)`, override some for a scope with
/// ``withDependencies(_:operation:)-(_,()->R)`` or when creating a store. Each key is
/// resolved as in swift-dependencies: an override if one is set, otherwise the key's value
/// for the current ``context``. Unlike swift-dependencies, defaults are not cached: a key's
/// `liveValue` is read again on every use, so a default that holds state (a counter, a cache)
/// belongs in a `static let`.
///
/// ```swift
/// extension DependencyValues {
///   var factClient: FactClient {
///     get { self[FactClientKey.self] }
///     set { self[FactClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The dependencies in force for the current task: what `@Dependency` reads.
  ///
  /// Set with ``withDependencies(_:operation:)-(_,()->R)``; a store sets its own around its
  /// reducer, and every `.run` effect runs with the values in force where it was created.
  @TaskLocal public static var _current = DependencyValues()

  /// The context when none is set. A replay binds it to `.live` around its run, so that a
  /// feature behaves in `swift test` as it does in the command-line tool.
  @TaskLocal package static var _defaultContext: DependencyContext =
    IssueReporter.isTestProcess ? .test : .live

  /// Whether a `withDependencies` closure is preparing values (reads report nothing).
  @TaskLocal static var isSetting = false
  /// The property a test context is resolving, for the missing-test-value report.
  @TaskLocal static var readingName: String?

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Dependencies with no overrides, in the live context.
  ///
  /// Every key resolves to its default.
  public init() {}

  /// Whether no key is overridden and the context is the default one.
  @usableFromInline var isEmpty: Bool { storage.isEmpty }

  /// The value of the dependency `key`: its override, or its default for ``context``.
  ///
  /// `function` names the property reading it, for the report a test gets when the key has
  /// no test value; leave it to its default.
  ///
  /// ```swift
  /// get { self[FactClientKey.self] }
  /// set { self[FactClientKey.self] = newValue }
  /// ```
  public subscript<Key: TestDependencyKey>(
    key: Key.Type, function function: StaticString = #function
  ) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)], let value = value as? Key.Value {
        return value
      }
      return defaultValue(for: key, function: function)
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// The context defaults are resolved in: unless set, ``DependencyContext/test`` in a test
  /// process (XCTest or Swift Testing running), ``DependencyContext/live`` elsewhere, as in
  /// swift-dependencies.
  ///
  /// ```swift
  /// withDependencies { $0.context = .test } operation: { … }
  /// ```
  public var context: DependencyContext {
    get { storage[ObjectIdentifier(ContextKey.self)] as? DependencyContext ?? Self._defaultContext }
    set { storage[ObjectIdentifier(ContextKey.self)] = newValue }
  }

  /// These values with every override of `other` laid over them.
  func merging(_ other: Self) -> Self {
    if other.storage.isEmpty { return self }
    if storage.isEmpty { return other }
    var values = self
    values.storage.merge(other.storage) { $1 }
    return values
  }

  private func defaultValue<Key: TestDependencyKey>(
    for key: Key.Type, function: StaticString
  ) -> Key.Value {
    switch context {
    case .live:
      // NB: A key with only test values has no live one; as in swift-dependencies, a live
      // context then falls back on its test value, and says so.
      if let liveKey = key as? any DependencyKey.Type,
        let value = Self.liveValue(of: liveKey) as? Key.Value
      {
        return value
      }
      RuntimeWarning.emit(missingLiveValueMessage(key, name: Self.propertyName(function)))
      return key.testValue
    case .preview:
      return key.previewValue
    case .test:
      return Self.$readingName.withValue(Self.propertyName(function)) { key.testValue }
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }

  /// `"continuousClock"` for a property, nil for a subscript or an unnamed access.
  private static func propertyName(_ function: StaticString) -> String? {
    let name = "\(function)"
    return name.isEmpty || name.hasPrefix("subscript") ? nil : name
  }
}

/// The key the context is stored under, beside the overrides.
private enum ContextKey {}
