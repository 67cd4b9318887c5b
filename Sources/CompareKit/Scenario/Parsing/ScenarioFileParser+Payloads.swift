// MARK: - Payloads

extension ScenarioFileParser {
  /// `action 'add' needs a String payload, like "text"`.
  static func needs(_ type: PayloadType, _ action: String) -> String {
    let article = type == .integer ? "an" : "a"
    return "action '\(action)' needs \(article) \(type.rawValue) payload, like \(type.example)"
  }

  /// The payload of `send ACTION PAYLOAD`, checked against the action's type; `nil` after
  /// reporting why it is missing or wrong.
  mutating func parsePayload(
    _ token: ScenarioToken?, of type: PayloadType, for action: String,
    after actionToken: ScenarioToken, in line: ScenarioLine
  ) -> StateValue? {
    guard let token, !isRepeatCount(token, in: line) else {
      error(Self.needs(type, action), line: line, column: line.column(after: actionToken))
      return nil
    }
    guard let value = literal(token, in: line, expecting: type, for: action) else { return nil }
    switch (type, value.storage) {
    case (.integer, .integer), (.decimal, .decimal), (.bool, .bool), (.string, .string):
      return value
    case (.decimal, .integer(let integer)):
      return .decimal(Double(integer))
    default:
      error(at: token, in: line) { "\(Self.needs(type, action)); '\($0)' is \(value.kindName)" }
      return nil
    }
  }

  /// Reports a literal of the right type that the action's payload type refuses (a filter
  /// enum given `"done"`), naming the payloads the pair offers when it offers some.
  mutating func refusedPayload(
    _ token: ScenarioToken, of action: FeatureVocabulary.Action, in line: ScenarioLine
  ) {
    let offered = action.values.filter(action.takes).map(\.description)
    let word = line.spelling(of: token)
    var message = "action '\(action.name)' does not take the payload \(word)"
    if let near = NameSuggestion.nearest(to: word, among: offered) {
      message += "; did you mean \(near)?"
    } else if let last = offered.last {
      message += "; it takes "
      message +=
        offered.count == 1 ? last : offered.dropLast().joined(separator: ", ") + " or " + last
    }
    error(message, line: line, column: line.column(of: token))
  }

  /// The literal a token spells when it is one, without reporting anything: to tell an extra
  /// payload from other stray words.
  func payloadLiteral(_ token: ScenarioToken, in line: ScenarioLine) -> StateValue? {
    switch token.kind {
    case .string: return .string("")
    case .unterminatedString: return nil
    case .bare:
      if line.token(token, is: Self.trueWord) || line.token(token, is: Self.falseWord) {
        return .bool(true)
      }
      if case .value(let value)? = Self.number(line.bytes(of: token)) { return value }
      return nil
    }
  }

  private func isRepeatCount(_ token: ScenarioToken, in line: ScenarioLine) -> Bool {
    let bytes = line.bytes(of: token)
    return token.kind == .bare && bytes.first == ScenarioByte.letterX
      && Self.wholeNumber(bytes.dropFirst()) != .notDigits
  }

}
