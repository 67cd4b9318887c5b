// MARK: - Reading

extension GoldenTrace {
  /// Reads a golden trace from the bytes of a `.trace` file.
  ///
  /// Any bytes at all are handled: the header is checked first, so a file from another format
  /// version is reported as such rather than as malformed; a file that stops before its
  /// `[end]` marker is reported as truncated. Lines may end in LF or CRLF.
  ///
  /// ```swift
  /// let golden = try GoldenTrace(parsing: FileContents.load("x.trace"))
  /// ```
  ///
  /// - Throws: `GoldenTraceError`, with the line where the problem is.
  package init(parsing bytes: [UInt8]) throws(GoldenTraceError) {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw GoldenTraceError(
        line: Self.lineOf(offset: Self.firstInvalidOffset(bytes), bytes),
        reason: .notUTF8(byteOffset: Self.firstInvalidOffset(bytes)))
    }
    var reader = LineReader(text)

    guard let header = try reader.next() else {
      throw GoldenTraceError(line: 1, reason: .truncated("the file is empty"))
    }
    guard header.hasPrefix(Self.headerPrefix) else {
      throw GoldenTraceError(line: 1, reason: .notGoldenTrace)
    }
    let version = header.dropFirst(Self.headerPrefix.count)
    guard version == String(Self.formatVersion) else {
      guard !version.isEmpty, version.allSatisfy(\.isASCIIDigit) else {
        throw GoldenTraceError(line: 1, reason: .notGoldenTrace)
      }
      throw GoldenTraceError(line: 1, reason: .unsupportedVersion(String(version)))
    }

    guard let featureLine = try reader.nextComplete() else {
      throw GoldenTraceError(line: 2, reason: .truncated("it ends after the header"))
    }
    guard featureLine.hasPrefix("feature "), featureLine.count > "feature ".count else {
      throw GoldenTraceError(
        line: 2, reason: .malformed("expected `feature NAME`, found \(Self.quote(featureLine))"))
    }
    self.init(feature: String(featureLine.dropFirst("feature ".count)))

    for section in Section.allCases {
      let count = try Self.readSectionHeader(section, from: &reader)
      // NB: collected in a local array, because appending through the subscript would copy
      // the section once per line.
      var body: [String] = []
      for read in 0..<count {
        guard let line = try reader.nextComplete() else {
          throw GoldenTraceError(
            line: reader.lineNumber,
            reason: .truncated("section [\(section.rawValue)] ends after \(read) of \(count) lines")
          )
        }
        body.append(line)
      }
      self[section] = body
    }

    guard let end = try reader.nextComplete() else {
      throw GoldenTraceError(
        line: reader.lineNumber, reason: .truncated("the \(Self.endMarker) marker is missing"))
    }
    guard end == Self.endMarker else {
      throw GoldenTraceError(
        line: reader.lineNumber,
        reason: .malformed("expected \(Self.endMarker), found \(Self.quote(end))"))
    }
    if let extra = try reader.next() {
      throw GoldenTraceError(
        line: reader.lineNumber,
        reason: .malformed("unexpected \(Self.quote(extra)) after \(Self.endMarker)"))
    }
  }

  private static func readSectionHeader(
    _ section: Section, from reader: inout LineReader
  ) throws(GoldenTraceError) -> Int {
    let expected = "[\(section.rawValue) N]"
    guard let line = try reader.nextComplete() else {
      throw GoldenTraceError(
        line: reader.lineNumber, reason: .truncated("the section \(expected) is missing"))
    }
    let prefix = "[\(section.rawValue) "
    guard line.hasPrefix(prefix), line.hasSuffix("]") else {
      throw GoldenTraceError(
        line: reader.lineNumber,
        reason: .malformed("expected `\(expected)`, found \(quote(line))"))
    }
    let digits = line.dropFirst(prefix.count).dropLast()
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigit),
      let count = Int(digits)
    else {
      throw GoldenTraceError(
        line: reader.lineNumber,
        reason: .malformed("expected a line count in \(quote(line))"))
    }
    return count
  }

  /// A line as shown in a message: in backticks, shortened to 60 characters.
  private static func quote(_ line: String) -> String {
    let shown = line.count > 60 ? line.prefix(57) + "..." : Substring(line)
    return "`" + shown.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined() + "`"
  }

  private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: return offset
      }
    }
  }

  private static func lineOf(offset: Int, _ bytes: [UInt8]) -> Int {
    bytes[..<min(offset, bytes.count)].count(where: { $0 == UInt8(ascii: "\n") }) + 1
  }
}

// MARK: - Lines

/// The lines of a text, one at a time, with the 1-based number of the last one returned.
///
/// Every line but the header must end with a line feed: the writer always ends the file with
/// one, so a last line without it means the file was cut short.
private struct LineReader {
  private let lines: [Substring]
  private let endsWithLineFeed: Bool
  private var index = 0

  init(_ text: String) {
    // NB: split on the byte, not the Character: "\r\n" is one Character in Swift.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { Substring($0) }
    endsWithLineFeed = lines.last?.isEmpty == true
    // NB: a final line feed ends the last line; it does not start an empty one.
    if endsWithLineFeed { lines.removeLast() }
    self.lines = lines
  }

  /// The number of the line `next()` returned last (one past the end once exhausted).
  var lineNumber: Int { index }

  /// The next line, without its line terminator, or `nil` at the end of the text.
  ///
  /// The terminator is `\n` or `\r\n`; any other carriage return is an error, since the writer
  /// never puts one in a line: kept, it would make the line differ from the replayed one
  /// while looking the same (a file whose line ends were converted twice ends in `\r\r\n`).
  mutating func next() throws(GoldenTraceError) -> String? {
    guard index < lines.count else {
      index = lines.count + 1
      return nil
    }
    var line = lines[index]
    index += 1
    // NB: a cut-short last line has no terminator, so a carriage return there is content.
    if line.utf8.last == UInt8(ascii: "\r"), index < lines.count || endsWithLineFeed {
      line = line.dropLast()
    }
    if line.utf8.contains(UInt8(ascii: "\r")) {
      let detail =
        line.utf8.last == UInt8(ascii: "\r")
        ? "line \(index) ends with two carriage returns (\\r\\r\\n); its line ends were "
          + "converted twice"
        : "line \(index) holds a carriage return (\\r)"
      throw GoldenTraceError(line: index, reason: .malformed(detail))
    }
    return String(line)
  }

  /// The next line, or `nil` at the end of the text; a last line cut short is an error.
  mutating func nextComplete() throws(GoldenTraceError) -> String? {
    if index == lines.count - 1, !endsWithLineFeed {
      throw GoldenTraceError(
        line: index + 1, reason: .truncated("line \(index + 1) is cut short"))
    }
    return try next()
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
