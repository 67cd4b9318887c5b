/// Reads a dependency from ``DependencyValues`` where it is used: in a reducer, an effect, a
/// client.
///
/// As in swift-dependencies, the wrapper keeps the values in force where it was created (a
/// store builds its reducer inside its own dependencies) and lays the values in force where
/// it is read over them. So a `.run` effect, which runs with the dependencies of the moment it
/// was created, sees the store's overrides and any `withDependencies` around its creation.
///
/// ```swift
/// struct TimerCounterFeature: Reducer {
///   @Dependency(\.continuousClock) var clock
///
///   // …
///   return .run { send in
///     for await _ in clock.timer(interval: .seconds(1)) {
///       await send(.timerTick)
///     }
///   }
/// }
/// ```
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let initialValues = DependencyValues._current
  private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

  /// Reads the dependency at `keyPath` of ``DependencyValues``.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// ```
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Reads the dependency whose key is `key` itself, with no ``DependencyValues`` property.
  ///
  /// ```swift
  /// @Dependency(FactClient.self) var factClient
  /// ```
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.init(\DependencyValues.[keyType: KeyType<Key>()])
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    initialValues.merging(DependencyValues._current)[keyPath: keyPath]
  }
}

/// A dependency key type as a hashable value, so it can be a key path subscript argument.
struct KeyType<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  subscript<Key: TestDependencyKey>(keyType keyType: KeyType<Key>) -> Key.Value {
    self[Key.self]
  }
}
