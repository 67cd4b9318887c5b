/// A type-erased case path: a way to embed a value into an enum case and to extract it back.
///
/// The enum counterpart of a writable key path. A hand-written `CasePathable` conformance
/// returns one of these per case from its `AllCasePaths` members, exactly what the
/// `@CasePathable` macro would generate.
///
/// ```swift
/// let counter = AnyCasePath<Action, CounterAction>(
///   embed: { .counter($0) },
///   extract: { if case let .counter(value) = $0 { value } else { nil } }
/// )
/// counter.extract(from: .counter(.incrementButtonTapped))  // .incrementButtonTapped
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  private let _embed: @Sendable (Value) -> Root
  private let _extract: @Sendable (Root) -> Value?

  /// Creates a case path from a pair of functions.
  ///
  /// `embed` wraps a value in the case; `extract` returns the case's value, or `nil` when the
  /// root is another case.
  ///
  /// ```swift
  /// let reset = AnyCasePath<Action, Void>(
  ///   embed: { .resetButtonTapped },
  ///   extract: { if case .resetButtonTapped = $0 { () } else { nil } }
  /// )
  /// ```
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  /// Wraps a value in the case this path focuses on.
  ///
  /// The inverse of ``extract(from:)``.
  ///
  /// ```swift
  /// counter.embed(.incrementButtonTapped)  // Action.counter(.incrementButtonTapped)
  /// ```
  @inlinable
  public func embed(_ value: Value) -> Root {
    _embedValue(value)
  }

  /// Returns the associated value when `root` is this case, otherwise `nil`.
  ///
  /// Never traps: a non-matching case is simply `nil`.
  ///
  /// ```swift
  /// counter.extract(from: .resetButtonTapped)  // nil
  /// ```
  @inlinable
  public func extract(from root: Root) -> Value? {
    _extractValue(root)
  }

  @usableFromInline
  func _embedValue(_ value: Value) -> Root { _embed(value) }

  @usableFromInline
  func _extractValue(_ root: Root) -> Value? { _extract(root) }
}
