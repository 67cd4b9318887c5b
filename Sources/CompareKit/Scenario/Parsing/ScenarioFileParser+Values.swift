// MARK: - Repeat counts and durations

extension ScenarioFileParser {
  private static let milliseconds = Array("ms".utf8)
  private static let seconds = Array("s".utf8)

  /// The `N` of `xN`, or `nil` after reporting why the token is not a repeat count.
  mutating func parseRepeatCount(_ token: ScenarioToken, in line: ScenarioLine) -> Int? {
    let bytes = line.bytes(of: token)
    let maximum = ScenarioParser.maximumRepeatCount
    if token.kind == .bare, bytes.first == ScenarioByte.letterX {
      switch Self.wholeNumber(bytes.dropFirst()) {
      case .value(let count) where (1...maximum).contains(count):
        return count
      case .value, .tooLarge:
        error(at: token, in: line) {
          "'\($0)' is out of range; repeat counts go from x1 to x\(maximum)"
        }
      case .notDigits:
        error(at: token, in: line) {
          "invalid repeat count '\($0)'; write 'x' and a whole number, like 'x3'"
        }
      }
    } else if token.kind == .bare, Self.wholeNumber(bytes[...]) != .notDigits {
      error(at: token, in: line) { "repeat count '\($0)' needs an 'x' in front, like 'x\($0)'" }
    } else {
      error(at: token, in: line) {
        "unexpected '\($0)' after the action; "
          + "write a repeat count like 'x3' or start a comment with '#'"
      }
    }
    return nil
  }

  /// A duration in milliseconds, or `nil` after reporting why the token is not one.
  mutating func parseDuration(_ token: ScenarioToken, in line: ScenarioLine) -> Int? {
    let bytes = line.bytes(of: token)
    var digits = 0
    while digits < bytes.count, ScenarioByte.isDigit(bytes[digits]) { digits += 1 }
    let unit = bytes[digits...]
    let factor: Int? =
      unit.elementsEqual(Self.milliseconds) ? 1 : unit.elementsEqual(Self.seconds) ? 1000 : nil
    if token.kind == .bare, digits > 0, digits == bytes.count {
      error(at: token, in: line) { "duration '\($0)' needs a unit; write '\($0)ms' or '\($0)s'" }
      return nil
    }
    guard token.kind == .bare, digits > 0, let factor,
      case let number = Self.wholeNumber(bytes[..<digits]), number != .value(0)
    else {
      error(at: token, in: line) {
        "invalid duration '\($0)'; a duration is a positive whole number of "
          + "'ms' or 's', like '250ms' or '2s'"
      }
      return nil
    }
    if case .value(let value) = number,
      case (let product, false) = value.multipliedReportingOverflow(by: factor),
      product <= ScenarioParser.maximumMilliseconds
    {
      return product
    }
    error(at: token, in: line) {
      "duration '\($0)' is too long; "
        + "the virtual clock runs to at most \(ScenarioParser.maximumMilliseconds)ms"
    }
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
