// MARK: - Values of `expect` lines

extension ScenarioFileParser {
  private static let trueWord = Array("true".utf8)
  private static let falseWord = Array("false".utf8)
  private static let noneWord = Array("none".utf8)

  /// The value a token spells, checked against the field's type when the field is known;
  /// `nil` after reporting why it is not a value or does not fit.
  mutating func parseValue(
    _ token: ScenarioToken, in line: ScenarioLine, for field: FeatureVocabulary.Field?
  ) -> FieldValue? {
    guard let value = spelledValue(token, in: line, for: field?.type) else { return nil }
    guard let field, !Self.fits(value, field.type) else { return value }
    let message =
      "'\(line.spelling(of: token))' does not fit field '\(field.name)'; expected "
      + Self.describe(field.type)
    error(message, line: line, column: line.column(of: token))
    return nil
  }

  /// What a field of a type holds, for messages: `an integer, like 3`.
  static func describe(_ type: FieldType?) -> String {
    switch type {
    case .int: "an integer, like 3"
    case .bool: "true or false"
    case .optionalString: "a double-quoted string or none"
    case nil: "an integer, true, false, a double-quoted string or none"
    }
  }

  private static func fits(_ value: FieldValue, _ type: FieldType) -> Bool {
    switch (value, type) {
    case (.int, .int), (.bool, .bool), (.string, .optionalString), (.none, .optionalString): true
    default: false
    }
  }

  // MARK: - Spellings

  private mutating func spelledValue(
    _ token: ScenarioToken, in line: ScenarioLine, for type: FieldType?
  ) -> FieldValue? {
    switch token.kind {
    case .string:
      return parseString(token, in: line)
    case .unterminatedString:
      let message = "unterminated string; end it with '\"'"
      error(message, line: line, column: line.column(of: token))
      return nil
    case .bare:
      if line.token(token, is: Self.trueWord) { return .bool(true) }
      if line.token(token, is: Self.falseWord) { return .bool(false) }
      if line.token(token, is: Self.noneWord) { return FieldValue.none }
      return parseInteger(token, in: line, for: type)
    }
  }

  /// An optionally negative decimal integer; anything else is reported as no value at all.
  private mutating func parseInteger(
    _ token: ScenarioToken, in line: ScenarioLine, for type: FieldType?
  ) -> FieldValue? {
    let bytes = line.bytes(of: token)
    let isNegative = bytes.first == ScenarioByte.minus
    var value = 0
    var overflowed = false
    let digits = bytes[(isNegative ? 1 : 0)...]
    let isInteger = !digits.isEmpty && digits.allSatisfy(ScenarioByte.isDigit)
    for byte in digits where isInteger {
      let digit = Int(byte - ScenarioByte.zero)
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) =
        isNegative
        ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
      overflowed = overflowed || overflow1 || overflow2
      value = sum
    }
    if !isInteger {
      error(at: token, in: line) { Self.notAValue($0, for: type) }
      return nil
    }
    if overflowed {
      error(at: token, in: line) {
        "integer '\($0)' is out of range; integers go from \(Int.min) to \(Int.max)"
      }
      return nil
    }
    return .int(value)
  }

  private static func notAValue(_ word: String, for type: FieldType?) -> String {
    let keywords: [String] =
      switch type {
      case .int: []
      case .bool: ["true", "false"]
      case .optionalString: ["none"]
      case nil: ["true", "false", "none"]
      }
    if let near = NameSuggestion.nearest(to: word, among: keywords) {
      return "'\(word)' is not a value; did you mean '\(near)'?"
    }
    if type == .optionalString {
      return "'\(word)' is not a value; write strings in double quotes, like '\"\(word)\"'"
    }
    return "'\(word)' is not a value; expected \(describe(type))"
  }

  /// A closed string's contents with `\"` and `\\` unescaped; other escapes are errors.
  private mutating func parseString(_ token: ScenarioToken, in line: ScenarioLine) -> FieldValue? {
    let inside = UnsafeBufferPointer(rebasing: line.text[(token.start + 1)..<(token.end - 1)])
    if !inside.contains(ScenarioByte.backslash) {
      return .string(String(decoding: inside, as: UTF8.self))
    }
    var contents: [UInt8] = []
    contents.reserveCapacity(token.count - 2)
    var index = token.start + 1
    let end = token.end - 1
    while index < end {
      let byte = line.text[index]
      guard byte == ScenarioByte.backslash else {
        contents.append(byte)
        index += 1
        continue
      }
      let escaped = line.text[index + 1]
      guard escaped == ScenarioByte.quote || escaped == ScenarioByte.backslash else {
        let rest = UnsafeBufferPointer(rebasing: line.text[(index + 1)..<end])
        let character = String(decoding: rest, as: UTF8.self).first.map(String.init) ?? ""
        let message =
          "unknown escape '\\\(character)' in a string; "
          + "only '\\\"' and '\\\\' are allowed"
        error(message, line: line, column: line.column(at: index))
        return nil
      }
      contents.append(escaped)
      index += 2
    }
    return .string(String(decoding: contents, as: UTF8.self))
  }
}
