/// The kinds of payload a shared action may carry, as a scenario writes them after the
/// action's name: `send add "Milk"`, `send select 2`, `send setPrice 2.5`, `send show true`.
public enum PayloadType: String, Sendable, CaseIterable {
  /// An integer: `3`, `-1`.
  case integer = "Int"
  /// A decimal: `2.5` (an integer such as `2` is accepted too).
  case decimal = "Double"
  /// `true` or `false`.
  case bool = "Bool"
  /// A double-quoted string: `"Milk"`.
  case string = "String"

  /// A literal of the type, for messages: `3`, `2.5`, `true`, `"text"`.
  package var example: String {
    switch self {
    case .integer: "3"
    case .decimal: "2.5"
    case .bool: "true"
    case .string: "\"text\""
    }
  }
}

/// A Swift type a shared action's payload is read as: `Int`, `Double`, `Bool` or `String`.
///
/// The scenario parser checks each payload against the action's ``payloadType`` and reports a
/// missing, extra or mistyped one at its line and column, so an action's closure always
/// receives a value of its own type.
///
/// ```swift
/// .action("add", payload: String.self, tca: { .addButtonTapped(title: $0) },
///         reactorKit: { .add($0) })
/// ```
public protocol ActionPayload: StateValueConvertible, Sendable {
  /// How scenarios write it.
  static var payloadType: PayloadType { get }
  /// The payload a scenario literal spells, or `nil` when it is of another type.
  init?(payload: StateValue)
}

extension Int: ActionPayload {
  /// `.integer`.
  public static var payloadType: PayloadType { .integer }
  /// The integer of an integer literal.
  public init?(payload: StateValue) {
    guard case .integer(let value) = payload.storage else { return nil }
    self = value
  }
}

extension Double: ActionPayload {
  /// `.decimal`.
  public static var payloadType: PayloadType { .decimal }
  /// The value of a decimal or integer literal.
  public init?(payload: StateValue) {
    switch payload.storage {
    case .decimal(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension Bool: ActionPayload {
  /// `.bool`.
  public static var payloadType: PayloadType { .bool }
  /// The value of `true` or `false`.
  public init?(payload: StateValue) {
    guard case .bool(let value) = payload.storage else { return nil }
    self = value
  }
}

extension String: ActionPayload {
  /// `.string`.
  public static var payloadType: PayloadType { .string }
  /// The contents of a string literal.
  public init?(payload: StateValue) {
    guard case .string(let value) = payload.storage else { return nil }
    self = value
  }
}
