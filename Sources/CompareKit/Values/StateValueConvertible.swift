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

  /// Writes `stateValue` into `slot`, which holds the value read before; implemented by
  /// compare-cli for its own conformances (an array rewrites a list of as many elements in
  /// place), never needed by yours.
  func _write(into slot: inout StateValue)
}

extension StateValueConvertible {
  /// `slot = stateValue`.
  @inlinable public func _write(into slot: inout StateValue) { slot = stateValue }
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

  /// Rewrites the slot's list in place when it has as many elements and nothing else holds
  /// it, so that a changing list of numbers costs no allocation a step.
  @inlinable public func _write(into slot: inout StateValue) {
    var taken = StateValue.none
    swap(&taken, &slot)
    guard case .list(var elements) = taken.storage, elements.count == count else {
      slot = stateValue
      return
    }
    // NB: the slot's own reference gone, `elements` is the only one when no one else kept the
    // list, and then writing its elements copies nothing.
    taken = .none
    elements.withUnsafeMutableBufferPointer { elements in
      for index in elements.indices { elements[index] = self[index].stateValue }
    }
    slot = .list(elements)
  }
}
