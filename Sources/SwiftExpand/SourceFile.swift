/// A scanned file: its bytes, its tokens and, for every bracket, where its partner is.
///
/// Everything the rewrites read goes through here, by token index, so that they never look at
/// bytes inside a comment or a string literal.
package struct SourceFile {
  /// The path, as given.
  package let path: String
  /// The file's bytes.
  package let bytes: [UInt8]
  /// Its significant tokens.
  package let tokens: [Token]
  /// For each `{`, `(` or `[` token, the index of its closing partner, and back.
  private let partners: [Int: Int]

  /// Scans `bytes`, pairing brackets.
  ///
  /// - Throws: `ExpandError` for what the scanner refuses and for brackets without a partner.
  package init(path: String, bytes: [UInt8]) throws(ExpandError) {
    self.path = path
    self.bytes = bytes
    var scanner = Scanner(bytes: bytes)
    do {
      self.tokens = try scanner.scan()
    } catch {
      throw ExpandError(
        file: path, location: Self.location(of: error.offset, in: bytes), message: error.message)
    }
    var partners: [Int: Int] = [:]
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      let byte = bytes[token.start]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        stack.append(index)
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        guard let open = stack.popLast() else {
          throw ExpandError(
            file: path, location: Self.location(of: token.start, in: bytes),
            message: "'\(Character(UnicodeScalar(byte)))' without an opening partner")
        }
        let expected = Self.closer(of: bytes[tokens[open].start])
        guard expected == byte else {
          throw ExpandError(
            file: path, location: Self.location(of: token.start, in: bytes),
            message:
              "'\(Character(UnicodeScalar(byte)))' closes the "
              + "'\(Character(UnicodeScalar(bytes[tokens[open].start])))' at "
              + "\(Self.location(of: tokens[open].start, in: bytes))")
        }
        partners[open] = index
        partners[index] = open
      default: break
      }
    }
    if let open = stack.last {
      throw ExpandError(
        file: path, location: Self.location(of: tokens[open].start, in: bytes),
        message: "'\(Character(UnicodeScalar(bytes[tokens[open].start])))' is never closed")
    }
    self.partners = partners
  }

  private static func closer(of byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    case UInt8(ascii: "("): UInt8(ascii: ")")
    default: UInt8(ascii: "]")
    }
  }

  // MARK: - Reading tokens

  /// The partner of the bracket at `index`.
  package func partner(of index: Int) -> Int? { partners[index] }

  /// The token's text.
  package func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
  }

  /// Whether the token at `index` exists and spells exactly `text`.
  package func `is`(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    guard token.end - token.start == text.utf8CodeUnitCount else { return false }
    return text.withUTF8Buffer { buffer in
      var offset = token.start
      for byte in buffer {
        if bytes[offset] != byte { return false }
        offset += 1
      }
      return true
    }
  }

  /// The source bytes from the start of token `first` to the end of token `last`, as text.
  package func text(from first: Int, through last: Int) -> String {
    String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
  }

  /// Whether a line break comes between token `index - 1` and token `index`.
  package func startsLine(_ index: Int) -> Bool {
    let from = index == 0 ? 0 : tokens[index - 1].end
    return bytes[from..<tokens[index].start].contains(0x0A) || index == 0
  }

  /// The whitespace before the first token on the line of byte `offset`.
  package func indentation(ofLineAt offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The line and column of byte `offset`.
  package func location(of offset: Int) -> SourceLocation {
    Self.location(of: offset, in: bytes)
  }

  /// A failure at token `index`.
  package func error(at index: Int, _ message: String) -> ExpandError {
    ExpandError(file: path, location: location(of: tokens[index].start), message: message)
  }

  private static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset, index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return SourceLocation(line: line, column: offset - lineStart + 1)
  }
}
