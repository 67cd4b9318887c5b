/// A type-erased hashable, sendable value: an `AnyHashable` that may cross concurrency
/// domains, as swift-concurrency-extras' `AnyHashableSendable`.
///
/// TCA features use it for ids that may be of any type, such as a reusable component's.
///
/// ```swift
/// struct State: Equatable, Identifiable {
///   let id: AnyHashableSendable
/// }
/// State(id: AnyHashableSendable(download.id))
/// ```
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`; wrapping an `AnyHashableSendable` again returns it unchanged.
  ///
  /// ```swift
  /// AnyHashableSendable(1) == AnyHashableSendable(AnyHashableSendable(1))  // true
  /// ```
  public init(_ base: some Hashable & Sendable) {
    if let base = base as? AnyHashableSendable {
      self = base
    } else {
      self.base = base
    }
  }

  /// Wraps an existential `base`.
  @_disfavoredOverload
  public init(_ base: any Hashable & Sendable) {
    self.init(base)
  }

  /// Whether both wrap equal values of the same type, as `AnyHashable` compares.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
  }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDebugStringConvertible {
  /// The wrapped value's description.
  public var description: String { String(describing: base) }

  /// `AnyHashableSendable(1)`.
  public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral
{
  /// Wraps an `Int`.
  public init(integerLiteral value: Int) { self.init(value) }
  /// Wraps a `String`.
  public init(stringLiteral value: String) { self.init(value) }
  /// Wraps a `Bool`.
  public init(booleanLiteral value: Bool) { self.init(value) }
  /// Wraps a `Double`.
  public init(floatLiteral value: Double) { self.init(value) }
}
