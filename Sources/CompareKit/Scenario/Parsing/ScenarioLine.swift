/// One line of a scenario file, already checked to be clean UTF-8, split into tokens on demand.
///
/// The line is a byte range of the file's buffer without its line ending. `next()` hands out
/// tokens left to right and stops at the end of the line or at a `#` outside a string.
struct ScenarioLine {
  /// The whole file.
  let text: UnsafeBufferPointer<UInt8>
  /// The 1-based line number.
  let number: Int
  /// The offset of the line's first byte (after a byte-order mark on line 1).
  let start: Int
  /// The offset just past the line's last byte, before `\r\n` or `\n`.
  let end: Int
  /// Whether every byte of the line is ASCII, so that a column is a byte offset plus one.
  let isASCII: Bool
  /// Where `next()` continues.
  fileprivate(set) var cursor: Int

  init(text: UnsafeBufferPointer<UInt8>, number: Int, start: Int, end: Int, isASCII: Bool) {
    self.text = text
    self.number = number
    self.start = start
    self.end = end
    self.isASCII = isASCII
    self.cursor = start
  }

  // MARK: - Tokens

  /// The next token, or `nil` at the end of the line or at a comment.
  mutating func next() -> ScenarioToken? {
    while cursor < end, ScenarioByte.isBlank(text[cursor]) { cursor += 1 }
    guard cursor < end, text[cursor] != ScenarioByte.hash else { return nil }
    let first = cursor
    if text[cursor] == ScenarioByte.quote {
      cursor += 1
      while cursor < end {
        switch text[cursor] {
        case ScenarioByte.quote:
          cursor += 1
          return ScenarioToken(start: first, end: cursor, kind: .string)
        case ScenarioByte.backslash: cursor = min(cursor + 2, end)
        default: cursor += 1
        }
      }
      return ScenarioToken(start: first, end: cursor, kind: .unterminatedString)
    }
    while cursor < end {
      let byte = text[cursor]
      if ScenarioByte.isBlank(byte) || byte == ScenarioByte.hash || byte == ScenarioByte.quote {
        break
      }
      cursor += 1
    }
    return ScenarioToken(start: first, end: cursor, kind: .bare)
  }

  /// Whether a token is exactly the bytes of `name`.
  func token(_ token: ScenarioToken, is name: [UInt8]) -> Bool {
    guard token.count == name.count else { return false }
    var index = 0
    while index < name.count {
      if text[token.start + index] != name[index] { return false }
      index += 1
    }
    return true
  }

  /// The position of the name a bare token spells among `names`, or `nil`.
  func index(of token: ScenarioToken, in names: [[UInt8]]) -> Int? {
    guard token.kind == .bare else { return nil }
    return names.firstIndex { self.token(token, is: $0) }
  }

  // MARK: - Positions and spelling

  /// The 1-based column, in characters, of the byte at `offset` in this line.
  func column(at offset: Int) -> Int {
    if isASCII { return offset - start + 1 }
    let prefix = UnsafeBufferPointer(rebasing: text[start..<offset])
    return String(decoding: prefix, as: UTF8.self).count + 1
  }

  /// The 1-based column of a token's first character.
  func column(of token: ScenarioToken) -> Int { column(at: token.start) }

  /// The column just past a token, where a missing next token is reported.
  func column(after token: ScenarioToken) -> Int { column(at: token.end) }

  /// The token's text, shortened with `…` past 40 characters so a message stays one line.
  func spelling(of token: ScenarioToken) -> String {
    let text = String(decoding: bytes(of: token), as: UTF8.self)
    let limit = 40
    guard text.utf8.count > limit, text.count > limit else { return text }
    return text.prefix(limit) + "…"
  }

  /// The token's bytes.
  func bytes(of token: ScenarioToken) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: text[token.start..<token.end])
  }
}

// MARK: - Bytes with a meaning

/// The ASCII bytes the scenario grammar gives a meaning to.
enum ScenarioByte {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let minus: UInt8 = 0x2D
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let backslash: UInt8 = 0x5C
  static let delete: UInt8 = 0x7F
  static let letterX: UInt8 = 0x78
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let dot: UInt8 = 0x2E
  static let openBracket: UInt8 = 0x5B
  static let closeBracket: UInt8 = 0x5D

  /// Whether the byte separates tokens: a space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// Whether the byte is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }
}

// MARK: - Reading by bytes

extension ScenarioLine {
  /// Whether a token follows (not a comment, not the end of the line).
  mutating func hasMore() -> Bool {
    skipBlanks()
    return cursor < end && text[cursor] != ScenarioByte.hash
  }

  /// Moves past spaces and tabs.
  mutating func skipBlanks() {
    while cursor < end, ScenarioByte.isBlank(text[cursor]) { cursor += 1 }
  }

  /// The byte at the cursor, or `nil` at the end of the line.
  var current: UInt8? { cursor < end ? text[cursor] : nil }

  /// The cursor's offset in the file.
  var offset: Int { cursor }

  /// Moves the cursor to `offset`, which must lie within the line.
  mutating func move(to offset: Int) {
    cursor = min(max(offset, start), end)
  }
}
