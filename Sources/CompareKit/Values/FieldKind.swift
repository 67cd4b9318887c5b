/// The kind of value a pair's field always holds, when its Swift type says so: an `Int`
/// field is an integer, a `String?` field a string or none, an array a list.
///
/// The parser checks `expect FIELD VALUE` against it, so `expect savedCount "0"` on an
/// integer field is an error at its line before anything runs. A field read by reflection
/// or with a conversion of its own has no known kind, and is checked when it runs.
///
/// ```swift
/// FieldKind.of(Int?.self)   // FieldKind(base: .integer, allowsNone: true)
/// ```
@usableFromInline
package struct FieldKind: Sendable, Equatable {
  /// The kind of a value that is not none.
  package enum Base: Sendable, Equatable {
    case integer, decimal, bool, string, list
  }

  /// The kind of the field's values.
  package var base: Base
  /// Whether the field may also be none (an optional).
  package var allowsNone: Bool

  package init(base: Base, allowsNone: Bool = false) {
    self.base = base
    self.allowsNone = allowsNone
  }

  /// The kind of the values of `type`, when it is one of the standard kinds.
  package static func of(_ type: Any.Type) -> FieldKind? {
    (type as? any KnownFieldKind.Type)?.fieldKind
  }

  /// The kind both sides of a field hold, when both are known and the same.
  @usableFromInline
  package static func agreed(_ tca: Any.Type, _ reactorKit: Any.Type) -> FieldKind? {
    guard let kind = of(tca), of(reactorKit) == kind else { return nil }
    return kind
  }

  /// `an integer`, `a string or none`: for messages.
  package var name: String {
    let base =
      switch self.base {
      case .integer: "an integer"
      case .decimal: "a decimal"
      case .bool: "a bool"
      case .string: "a string"
      case .list: "a list"
      }
    return allowsNone ? base + " or none" : base
  }

  /// Whether an `expect` of `value` can ever hold for a field of this kind.
  package func admits(_ value: StateValue) -> Bool {
    switch (value.storage, base) {
    case (.none, _): allowsNone
    case (.integer, .integer), (.integer, .decimal), (.decimal, .decimal), (.bool, .bool),
      (.string, .string), (.list, .list):
      true
    default: false
    }
  }
}

/// A Swift type whose values are always of one ``FieldKind``.
package protocol KnownFieldKind {
  /// The kind.
  static var fieldKind: FieldKind { get }
}

extension Int: KnownFieldKind {
  package static var fieldKind: FieldKind { FieldKind(base: .integer) }
}

extension Double: KnownFieldKind {
  package static var fieldKind: FieldKind { FieldKind(base: .decimal) }
}

extension Bool: KnownFieldKind {
  package static var fieldKind: FieldKind { FieldKind(base: .bool) }
}

extension String: KnownFieldKind {
  package static var fieldKind: FieldKind { FieldKind(base: .string) }
}

extension Array: KnownFieldKind {
  package static var fieldKind: FieldKind { FieldKind(base: .list) }
}

extension Optional: KnownFieldKind where Wrapped: KnownFieldKind {
  package static var fieldKind: FieldKind {
    FieldKind(base: Wrapped.fieldKind.base, allowsNone: true)
  }
}
