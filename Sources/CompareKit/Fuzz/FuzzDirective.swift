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
  package var scenarioText: String { stateValue?.description ?? "" }
}
