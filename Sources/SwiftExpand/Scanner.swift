/// Turns Swift source bytes into significant tokens, keeping their byte ranges.
///
/// Enough of Swift's lexical grammar for declarations: line, block (nested) and doc comments,
/// string literals single-line, multi-line and raw (`#"…"#`, any number of `#`), with
/// interpolations (`\(…)`, `\#(…)`) holding code and strings of their own, numbers,
/// identifiers (`` `backticked` `` and non-ASCII ones), `@attributes`, `#directives` and
/// operators. What it cannot take apart it refuses with a location, so nothing downstream
/// rewrites bytes it misread.
///
/// ```swift
/// let tokens = try Scanner(bytes: Array("@Reducer struct F {}".utf8)).scan()
/// tokens.map(\.kind)  // [.attribute, .identifier, .identifier, .punctuation, .punctuation]
/// ```
package struct Scanner {
  /// A construct the scanner does not understand, at a byte offset.
  package struct Failure: Error, Equatable {
    /// Where it starts.
    package var offset: Int
    /// What it is.
    package var message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var tokens: [Token] = []
  private var sawTrivia = true

  /// A scanner over `bytes`.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    tokens.reserveCapacity(bytes.count / 4)
  }

  /// Every significant token, in order.
  package mutating func scan() throws(Failure) -> [Token] {
    while index < bytes.count {
      try scanOne()
    }
    return tokens
  }

  // MARK: - Tokens

  private mutating func scanOne() throws(Failure) {
    let start = index
    let byte = bytes[index]
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
      index += 1
      sawTrivia = true
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      skipLineComment()
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      try skipBlockComment()
    case UInt8(ascii: "\""):
      try skipString(hashes: 0)
      emit(.string, from: start)
    case UInt8(ascii: "#"):
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if peek(hashes) == UInt8(ascii: "\"") {
        index += hashes
        try skipString(hashes: hashes)
        emit(.string, from: start)
      } else if hashes == 1, let next = peek(1), Self.isIdentifierStart(next) {
        index += 1
        skipIdentifier()
        emit(.pound, from: start)
      } else if peek(hashes) == UInt8(ascii: "/") {
        throw Failure(offset: start, message: "a regex literal is not supported")
      } else {
        throw Failure(offset: start, message: "unexpected '#'")
      }
    case UInt8(ascii: "@"):
      index += 1
      if let next = peek(0), Self.isIdentifierStart(next) {
        skipIdentifier()
        emit(.attribute, from: start)
      } else {
        throw Failure(offset: start, message: "an '@' that does not start an attribute")
      }
    case UInt8(ascii: "`"):
      index += 1
      while let next = peek(0), next != UInt8(ascii: "`") {
        if next == 0x0A { throw Failure(offset: start, message: "unterminated backticked name") }
        index += 1
      }
      guard index < bytes.count else {
        throw Failure(offset: start, message: "unterminated backticked name")
      }
      index += 1
      emit(.identifier, from: start)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      skipNumber()
      emit(.number, from: start)
    case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"):
      index += 1
      emit(.punctuation, from: start)
    case UInt8(ascii: "."):
      if peek(1) == UInt8(ascii: ".") {
        while peek(0) == UInt8(ascii: ".") || peek(0).map(Self.isOperator) == true {
          if peek(0) == UInt8(ascii: ">") || isCommentStart { break }
          index += 1
        }
        emit(.operator, from: start)
      } else {
        index += 1
        emit(.punctuation, from: start)
      }
    case UInt8(ascii: "<"), UInt8(ascii: ">"):
      index += 1
      emit(.operator, from: start)
    case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
      index += 2
      emit(.operator, from: start)
    default:
      if Self.isIdentifierStart(byte) {
        skipIdentifier()
        emit(.identifier, from: start)
      } else if Self.isOperator(byte) {
        index += 1
        while let next = peek(0), Self.isOperator(next), next != UInt8(ascii: "<"),
          next != UInt8(ascii: ">"), !isCommentStart
        {
          index += 1
        }
        emit(.operator, from: start)
      } else if byte == 0x5C {
        // A key path's `\`.
        index += 1
        emit(.operator, from: start)
      } else {
        throw Failure(offset: start, message: "unexpected character")
      }
    }
  }

  private mutating func emit(_ kind: Token.Kind, from start: Int) {
    tokens.append(Token(kind: kind, start: start, end: index, hasLeadingTrivia: sawTrivia))
    sawTrivia = false
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private var isCommentStart: Bool {
    peek(0) == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"))
  }

  // MARK: - Trivia

  private mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    sawTrivia = true
  }

  private mutating func skipBlockComment() throws(Failure) {
    let start = index
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 {
          sawTrivia = true
          return
        }
      } else {
        index += 1
      }
    }
    throw Failure(offset: start, message: "unterminated block comment")
  }

  // MARK: - Literals

  /// Skips a string literal whose opening `#`s are already consumed; `index` is at its `"`.
  private mutating func skipString(hashes: Int) throws(Failure) {
    let start = index - hashes
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    let kind = multiline ? "multi-line string literal" : "string literal"
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x5C, countHashes(at: index + 1) >= hashes {
        index += 1 + hashes
        if peek(0) == UInt8(ascii: "(") {
          try skipInterpolation()
        } else {
          index += 1
        }
      } else if byte == UInt8(ascii: "\"") {
        if multiline {
          if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
            countHashes(at: index + 3) >= hashes
          {
            index += 3 + hashes
            return
          }
          index += 1
        } else if countHashes(at: index + 1) >= hashes {
          index += 1 + hashes
          return
        } else {
          index += 1
        }
      } else if byte == 0x0A, !multiline {
        break
      } else {
        index += 1
      }
    }
    throw Failure(offset: start, message: "unterminated \(kind)")
  }

  private func countHashes(at offset: Int) -> Int {
    var count = 0
    while offset + count < bytes.count, bytes[offset + count] == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// Skips `(…)` of an interpolation: code with its own strings, comments and parentheses.
  private mutating func skipInterpolation() throws(Failure) {
    let start = index
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        depth -= 1
        index += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        try skipString(hashes: 0)
      case UInt8(ascii: "#") where peek(countHashes(at: index)) == UInt8(ascii: "\""):
        let hashes = countHashes(at: index)
        index += hashes
        try skipString(hashes: hashes)
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        skipLineComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        try skipBlockComment()
      default:
        index += 1
      }
    }
    throw Failure(offset: start, message: "unterminated string interpolation")
  }

  private mutating func skipNumber() {
    while let next = peek(0) {
      if Self.isIdentifierContinue(next) {
        index += 1
      } else if next == UInt8(ascii: "."), let after = peek(1),
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after)
      {
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func skipIdentifier() {
    while let next = peek(0), Self.isIdentifierContinue(next) { index += 1 }
  }

  // MARK: - Character classes

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }
}
