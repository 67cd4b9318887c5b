// MARK: - Repeat counts and durations

extension ScenarioFileParser {
  private static let milliseconds = Array("ms".utf8)
  private static let seconds = Array("s".utf8)

  /// The `N` of `xN`, or `nil` after reporting why the token is not a repeat count.
  mutating func parseRepeatCount(_ token: ScenarioToken, in line: ScenarioLine) -> Int? {
    let bytes = line.bytes(of: token)
    let word = line.spelling(of: token)
    let column = line.column(of: token)
    let maximum = ScenarioParser.maximumRepeatCount
    guard token.kind == .bare else {
      let message =
        "unexpected '\(word)' after the action; "
        + "write a repeat count like 'x3' or start a comment with '#'"
      error(message, line: line, column: column)
      return nil
    }
    if bytes.first == ScenarioByte.letterX {
      switch Self.wholeNumber(bytes.dropFirst()) {
      case .value(let count) where (1...maximum).contains(count):
        return count
      case .value, .tooLarge:
        let message = "'\(word)' is out of range; repeat counts go from x1 to x\(maximum)"
        error(message, line: line, column: column)
      case .notDigits:
        let message = "invalid repeat count '\(word)'; write 'x' and a whole number, like 'x3'"
        error(message, line: line, column: column)
      }
    } else if case .notDigits = Self.wholeNumber(bytes[...]) {
      let message =
        "unexpected '\(word)' after the action; "
        + "write a repeat count like 'x3' or start a comment with '#'"
      error(message, line: line, column: column)
    } else {
      let message = "repeat count '\(word)' needs an 'x' in front, like 'x\(word)'"
      error(message, line: line, column: column)
    }
    return nil
  }

  /// A duration in milliseconds, or `nil` after reporting why the token is not one.
  mutating func parseDuration(_ token: ScenarioToken, in line: ScenarioLine) -> Int? {
    let bytes = line.bytes(of: token)
    let word = line.spelling(of: token)
    let column = line.column(of: token)
    var digits = 0
    while digits < bytes.count, ScenarioByte.isDigit(bytes[digits]) { digits += 1 }
    let unit = bytes[digits...]
    let factor: Int? =
      unit.elementsEqual(Self.milliseconds) ? 1 : unit.elementsEqual(Self.seconds) ? 1000 : nil
    if token.kind == .bare, digits > 0, digits == bytes.count {
      let message = "duration '\(word)' needs a unit; write '\(word)ms' or '\(word)s'"
      error(message, line: line, column: column)
      return nil
    }
    guard token.kind == .bare, digits > 0, let factor,
      case let number = Self.wholeNumber(bytes[..<digits]), number != .value(0)
    else {
      let message =
        "invalid duration '\(word)'; a duration is a positive whole number of "
        + "'ms' or 's', like '250ms' or '2s'"
      error(message, line: line, column: column)
      return nil
    }
    if case .value(let value) = number,
      case (let product, false) = value.multipliedReportingOverflow(by: factor),
      product <= ScenarioParser.maximumMilliseconds
    {
      return product
    }
    let message =
      "duration '\(word)' is too long; "
      + "the virtual clock runs to at most \(ScenarioParser.maximumMilliseconds)ms"
    error(message, line: line, column: column)
    return nil
  }

  // MARK: - Whole numbers

  /// What a run of bytes reads as, as an unsigned decimal number.
  enum WholeNumber: Equatable {
    case value(Int)
    case tooLarge
    case notDigits
  }

  /// Reads ASCII digits as an `Int`; an empty run is `.notDigits`.
  static func wholeNumber(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> WholeNumber {
    guard !bytes.isEmpty else { return .notDigits }
    var value = 0
    var overflowed = false
    for byte in bytes {
      guard ScenarioByte.isDigit(byte) else { return .notDigits }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - ScenarioByte.zero))
      overflowed = overflowed || overflow1 || overflow2
      value = sum
    }
    return overflowed ? .tooLarge : .value(value)
  }
}
