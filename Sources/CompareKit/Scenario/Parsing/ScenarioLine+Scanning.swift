// MARK: - Finding and checking lines

extension ScenarioLine {
  /// What one pass over a line's bytes found.
  struct Scan {
    /// The offset just past the line's content, before `\r\n` or `\n`.
    var end: Int
    /// The offset where the next line starts (past the end of the file after the last line).
    var next: Int
    /// Whether every byte of the line is ASCII.
    var isASCII: Bool
    /// The first byte that makes the line unusable, if any.
    var problem: Problem?
  }

  /// A byte that is not allowed in a scenario line.
  enum Problem {
    /// A byte that does not start a well-formed UTF-8 sequence.
    case invalidUTF8(offset: Int, byte: UInt8)
    /// A control character (a lone carriage return included); tabs are allowed.
    case controlCharacter(offset: Int, byte: UInt8)

    /// The offset of the offending byte.
    var offset: Int {
      switch self {
      case .invalidUTF8(let offset, _), .controlCharacter(let offset, _): offset
      }
    }
  }

  /// Finds the line that starts at `start` and checks that it is clean UTF-8 text.
  ///
  /// One pass does both, so that a million-line file is read once. A carriage return ends a
  /// line only right before a line feed; anywhere else it is a control character.
  static func scan(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
    var index = start
    var isASCII = true
    var problem: Problem?
    while index < text.count {
      let byte = text[index]
      if byte < 0x80 {
        if byte == ScenarioByte.lineFeed {
          var end = index
          if end > start, text[end - 1] == ScenarioByte.carriageReturn {
            end -= 1
            if case .controlCharacter(end, _)? = problem { problem = nil }
          }
          return Scan(end: end, next: index + 1, isASCII: isASCII, problem: problem)
        }
        if problem == nil,
          (byte < ScenarioByte.space && byte != ScenarioByte.tab)
            || byte == ScenarioByte.delete
        {
          problem = .controlCharacter(offset: index, byte: byte)
        }
        index += 1
        continue
      }
      isASCII = false
      let length = sequenceLength(text, at: index)
      if length == 0 {
        if problem == nil { problem = .invalidUTF8(offset: index, byte: byte) }
        index += 1
      } else {
        index += length
      }
    }
    return Scan(end: index, next: index + 1, isASCII: isASCII, problem: problem)
  }

  /// The length of the well-formed UTF-8 sequence of two to four bytes at `index`, or 0.
  ///
  /// Follows the Unicode Standard's table of well-formed byte sequences, so overlong forms,
  /// surrogates and values past U+10FFFF are all rejected.
  private static func sequenceLength(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = text[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; high = 0x9F
    case 0xF0: length = 4; low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; high = 0x8F
    default: return 0
    }
    guard index + length <= text.count else { return 0 }
    let second = text[index + 1]
    guard second >= low, second <= high else { return 0 }
    var offset = 2
    while offset < length {
      guard text[index + offset] & 0xC0 == 0x80 else { return 0 }
      offset += 1
    }
    return length
  }
}
