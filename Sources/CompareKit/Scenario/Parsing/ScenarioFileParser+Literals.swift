// MARK: - Values and literals

extension ScenarioFileParser {
  static let trueWord = Array("true".utf8)
  static let falseWord = Array("false".utf8)
  static let noneWord = Array("none".utf8)
  static let valueList =
    "an integer, a decimal, true, false, a double-quoted string, none or a list like [1, 2]"
  /// How deep lists may nest in an `expect` value; deeper is an error, never a deep recursion.
  static let maximumListDepth = 32

  // MARK: Values

  /// The value of an `expect` line, from the cursor: a literal or a list of values; `nil`
  /// after reporting what is wrong.
  mutating func parseValue(in line: inout ScenarioLine) -> StateValue? {
    parseValue(in: &line, depth: 0)
  }

  private mutating func parseValue(in line: inout ScenarioLine, depth: Int) -> StateValue? {
    line.skipBlanks()
    guard let byte = line.current, byte != ScenarioByte.hash else {
      error(
        "missing value; expected \(Self.valueList)", line: line,
        column: line.column(at: line.offset))
      return nil
    }
    if byte == ScenarioByte.openBracket {
      return parseList(in: &line, depth: depth)
    }
    if byte == ScenarioByte.quote {
      guard let token = line.next() else { return nil }
      return literal(token, in: line, expecting: nil, for: nil)
    }
    let start = line.offset
    var stop = start
    while let next = stop < line.end ? line.text[stop] : nil, !ScenarioByte.isBlank(next),
      next != ScenarioByte.comma, next != ScenarioByte.openBracket,
      next != ScenarioByte.closeBracket, next != ScenarioByte.hash, next != ScenarioByte.quote
    {
      stop += 1
    }
    guard stop > start else {
      error(
        "unexpected '\(Character(Unicode.Scalar(byte)))'; expected \(Self.valueList)", line: line,
        column: line.column(at: start))
      return nil
    }
    line.move(to: stop)
    return literal(
      ScenarioToken(start: start, end: stop, kind: .bare), in: line, expecting: nil, for: nil)
  }

  private mutating func parseList(in line: inout ScenarioLine, depth: Int) -> StateValue? {
    let open = line.offset
    guard depth < Self.maximumListDepth else {
      error(
        "lists nest at most \(Self.maximumListDepth) deep", line: line,
        column: line.column(at: open))
      return nil
    }
    line.move(to: open + 1)
    line.skipBlanks()
    var elements: [StateValue] = []
    if line.current == ScenarioByte.closeBracket {
      line.move(to: line.offset + 1)
      return .list(elements)
    }
    while true {
      guard let element = parseValue(in: &line, depth: depth + 1) else { return nil }
      elements.append(element)
      line.skipBlanks()
      switch line.current {
      case ScenarioByte.comma:
        line.move(to: line.offset + 1)
      case ScenarioByte.closeBracket:
        line.move(to: line.offset + 1)
        return .list(elements)
      default:
        let message =
          "expected ',' or ']' in the list opened at column \(line.column(at: open))"
        error(message, line: line, column: line.column(at: line.offset))
        return nil
      }
    }
  }

  // MARK: Literals

  /// The literal a token spells: a string, `true`, `false`, `none`, an integer or a decimal;
  /// `nil` after reporting why it is none of them.
  mutating func literal(
    _ token: ScenarioToken, in line: ScenarioLine, expecting type: PayloadType?,
    for action: String?
  ) -> StateValue? {
    switch token.kind {
    case .string:
      return parseString(token, in: line)
    case .unterminatedString:
      error("unterminated string; end it with '\"'", line: line, column: line.column(of: token))
      return nil
    case .bare:
      if line.token(token, is: Self.trueWord) { return .bool(true) }
      if line.token(token, is: Self.falseWord) { return .bool(false) }
      if action == nil, line.token(token, is: Self.noneWord) { return StateValue.none }
      switch Self.number(line.bytes(of: token)) {
      case .value(let value)?:
        return value
      case .integerOutOfRange?:
        error(at: token, in: line) {
          "integer '\($0)' is out of range; integers go from \(Int.min) to \(Int.max)"
        }
      case .decimalOutOfRange?:
        error(at: token, in: line) { "decimal '\($0)' is out of range; a decimal must be finite" }
      case nil:
        error(at: token, in: line) { Self.notAValue($0, expecting: type, for: action) }
      }
      return nil
    }
  }

  private static func notAValue(_ word: String, expecting type: PayloadType?, for action: String?)
    -> String
  {
    let keywords =
      type == nil ? ["true", "false", "none"] : type == .bool ? ["true", "false"] : []
    if let near = NameSuggestion.nearest(to: word, among: keywords) {
      return "'\(word)' is not a value; did you mean '\(near)'?"
    }
    if let type, let action {
      if type == .string {
        return "'\(word)' is not a value; \(needs(type, action)): write it in double quotes, "
          + "like '\"\(word)\"'"
      }
      return "'\(word)' is not a value; \(needs(type, action))"
    }
    if let first = word.unicodeScalars.first, first.properties.isAlphabetic {
      return "'\(word)' is not a value; write strings in double quotes, like '\"\(word)\"'"
    }
    return "'\(word)' is not a value; expected \(valueList)"
  }

  /// What a bare word reads as, as a number.
  enum Number {
    case value(StateValue)
    case integerOutOfRange
    case decimalOutOfRange
  }

  /// `-12` (an integer), `2.5`, `-0.5`, `1e-3` (decimals); `nil` when the bytes are not a number.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Number? {
    var index = 0
    if index < bytes.count, bytes[index] == ScenarioByte.minus { index += 1 }
    let integerStart = index
    while index < bytes.count, ScenarioByte.isDigit(bytes[index]) { index += 1 }
    guard index > integerStart else { return nil }
    var isDecimal = false
    if index < bytes.count, bytes[index] == ScenarioByte.dot {
      let fraction = index + 1
      index += 1
      while index < bytes.count, ScenarioByte.isDigit(bytes[index]) { index += 1 }
      guard index > fraction else { return nil }
      isDecimal = true
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count,
        bytes[index] == ScenarioByte.minus || bytes[index] == ScenarioByte.plus
      {
        index += 1
      }
      let exponent = index
      while index < bytes.count, ScenarioByte.isDigit(bytes[index]) { index += 1 }
      guard index > exponent else { return nil }
      isDecimal = true
    }
    guard index == bytes.count else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    if isDecimal {
      guard let value = Double(text), value.isFinite else { return .decimalOutOfRange }
      return .value(.decimal(value))
    }
    guard let value = Int(text) else { return .integerOutOfRange }
    return .value(.integer(value))
  }

  /// A closed string's contents with `\"` and `\\` unescaped; other escapes are errors.
  private mutating func parseString(_ token: ScenarioToken, in line: ScenarioLine) -> StateValue? {
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
