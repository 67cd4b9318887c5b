/// A type whose values a pair's field can read into a ``StateValue``.
///
/// `Int`, `Double`, `Bool` and `String` conform, and so do optionals and arrays of conforming
/// types. A field may also read a type that does not conform — a struct, an enum, a tuple, a
/// dictionary — and it is then read by reflection (see ``StateValue/init(reflecting:)``), so
/// most features need no conversion code at all.
///
/// Conform a type yourself to give it another shape, or just to say it is meant to be read:
/// the default `stateValue` is the reflected one.
///
/// ```swift
/// enum Filter: StateValueConvertible { case all, active, completed }  // "all", "active", …
///
/// struct Money: StateValueConvertible {
///   var cents: Int
///   var stateValue: StateValue { .decimal(Double(cents) / 100) }  // 12.5
/// }
/// ```
public protocol StateValueConvertible {
  /// The value as compare-cli compares and prints it.
  var stateValue: StateValue { get }
}

extension StateValueConvertible {
  /// The value read by reflection: a record of a struct's stored properties, an enum case's
  /// name (or a record of the case and its payload), and so on.
  public var stateValue: StateValue { StateValue(reflectingStructureOf: self) }
}

extension StateValue: StateValueConvertible {
  /// The value itself.
  @inlinable public var stateValue: StateValue { self }
}

extension Int: StateValueConvertible {
  /// `.integer(self)`.
  @inlinable public var stateValue: StateValue { .integer(self) }
}

extension Double: StateValueConvertible {
  /// `.decimal(self)`.
  @inlinable public var stateValue: StateValue { .decimal(self) }
}

extension Bool: StateValueConvertible {
  /// `.bool(self)`.
  @inlinable public var stateValue: StateValue { .bool(self) }
}

extension String: StateValueConvertible {
  /// `.string(self)`.
  @inlinable public var stateValue: StateValue { .string(self) }
}

extension Optional: StateValueConvertible where Wrapped: StateValueConvertible {
  /// The wrapped value's, or `.none`.
  @inlinable public var stateValue: StateValue {
    switch self {
    case .some(let wrapped): wrapped.stateValue
    case .none: StateValue.none
    }
  }
}

extension Array: StateValueConvertible where Element: StateValueConvertible {
  /// A list of the elements' values.
  @inlinable public var stateValue: StateValue { .list(map { $0.stateValue }) }
}
