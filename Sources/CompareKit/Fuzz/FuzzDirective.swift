/// One directive of a generated scenario, in the fuzzer's own small model: actions are
/// positions in the vocabulary, durations are milliseconds, and there are no `expect` lines
/// (the two engines are each other's oracle).
///
/// ```swift
/// let taps: [FuzzDirective] = [
///   .send(action: 0, payload: .none, count: 3),
///   .advance(milliseconds: 500),
/// ]
/// ```
package enum FuzzDirective: Sendable, Hashable {
  /// `send ACTION [PAYLOAD] [xN]`: the action's position in `FuzzVocabulary.actions`.
  case send(action: Int, payload: FuzzPayload, count: Int)
  /// `advance DURATION`, positive.
  case advance(milliseconds: Int)

  /// The number of steps the directive makes (`xN` makes N).
  package var stepCount: Int {
    if case .send(_, _, let count) = self { return count }
    return 1
  }
}

/// The payload of a generated `send`: nothing, or one value of the action's type.
package enum FuzzPayload: Sendable, Hashable {
  /// The action takes no payload.
  case none
  /// An integer.
  case int(Int)
  /// A decimal (always finite).
  case double(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// A string.
  case string(String)

  /// The payload as a scenario file writes it, after the action name (empty for `.none`).
  package var scenarioText: String {
    switch self {
    case .none: ""
    case .int(let value): String(value)
    case .double(let value): Self.decimalText(value)
    case .bool(let value): value ? "true" : "false"
    case .string(let value): Self.quoted(value)
    }
  }

  /// `2.0` as `2.0`, `0.25` as `0.25`: always with a decimal point, never an exponent.
  private static func decimalText(_ value: Double) -> String {
    let text = String(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  private static func quoted(_ value: String) -> String {
    var text = "\""
    for character in value {
      switch character {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      default: text.append(character)
      }
    }
    return text + "\""
  }
}
