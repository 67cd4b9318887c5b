/// A key for a dependency that only has values for tests and previews.
///
/// Declare the live value elsewhere with ``DependencyKey``; this is the part an interface
/// module can own.
///
/// ```swift
/// enum FactClientKey: TestDependencyKey {
///   static let testValue = FactClient { "\($0) is a good number." }
/// }
/// ```
public protocol TestDependencyKey<Value> {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used in the ``DependencyContext/preview`` context; by default the test value.
  static var previewValue: Value { get }

  /// The value used in the ``DependencyContext/test`` context.
  static var testValue: Value { get }
}

/// A key for a dependency: its live value, and optionally its test and preview values.
///
/// Give ``DependencyValues`` a computed property reading it, then read it in a feature with
/// `@Dependency`. As in swift-dependencies, `previewValue` defaults to `liveValue`, and a key
/// without a `testValue` reports "has no test implementation" when a test reads it (a failure
/// inside a ``TestStore``) and then uses its preview value.
///
/// ```swift
/// enum FactClientKey: DependencyKey {
///   static let liveValue = FactClient { "\($0) is a good number." }
/// }
/// extension DependencyValues {
///   var factClient: FactClient {
///     get { self[FactClientKey.self] }
///     set { self[FactClientKey.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The value used in the ``DependencyContext/live`` context.
  static var liveValue: Value { get }

  // NB: Repeated from `TestDependencyKey` so the associated type is inferred from `liveValue`.
  /// The type of the dependency's value.
  associatedtype Value = Self

  /// The value used in the ``DependencyContext/preview`` context; by default the live value.
  static var previewValue: Value { get }

  /// The value used in the ``DependencyContext/test`` context; by default a reported issue.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The live value.
  public static var previewValue: Value { liveValue }

  /// Reports that the dependency has no test value, then returns its preview value.
  ///
  /// Silent while `withDependencies` prepares values (reading `$0.x` to change it).
  public static var testValue: Value {
    if !DependencyValues.isSetting {
      RuntimeWarning.emit(missingTestValueMessage(Self.self, name: DependencyValues.readingName))
    }
    return previewValue
  }
}

extension TestDependencyKey {
  /// The test value.
  public static var previewValue: Value { testValue }
}

/// The issue a live read of a key with only test values gets: swift-dependencies' first
/// line, our advice.
func missingLiveValueMessage<Key: TestDependencyKey>(_ key: Key.Type, name: String?) -> String {
  missingValueMessage(
    key, name: name, context: "live",
    advice: """
      The key has only test (and preview) values, so the live read gets its test value. \
      Conform it to "DependencyKey" with a "liveValue", or override it with "withDependencies".
      """)
}

/// The issue a test reading a dependency without a test value gets: swift-dependencies'
/// first line, our advice.
private func missingTestValueMessage<Key: TestDependencyKey>(
  _ key: Key.Type, name: String?
) -> String {
  missingValueMessage(
    key, name: name, context: "test",
    advice: """
      A test must not fall back on a live implementation. Override it in the test store's \
      "withDependencies:" closure (or "withDependencies" around the code under test), or give \
      the key a "testValue".
      """)
}

/// `@Dependency(\.name) has no CONTEXT implementation, but was accessed from a CONTEXT
/// context.`, the key and value types, then `advice`.
private func missingValueMessage<Key: TestDependencyKey>(
  _ key: Key.Type, name: String?, context: String, advice: String
) -> String {
  let dependency = name.map { "@Dependency(\\.\($0))" } ?? "@Dependency(\(Key.self).self)"
  return """
    \(dependency) has no \(context) implementation, but was accessed from a \(context) context.

      Key:
        \(Key.self)
      Value:
        \(Key.Value.self)

    \(advice)
    """
}
