extension StateValue {
  /// Writes a decimal as ``decimalText(_:)`` spells it: Swift's shortest round-tripping
  /// `description`, `nan`, `inf`, `-inf`.
  ///
  /// NB: most decimals of a state are short (`0.125`, `2.5`, `19.99`): those are written here
  /// straight from their digits, which costs a fraction of formatting a `String`. A decimal is
  /// short when its digits, at most 15 significant ones, give it back exactly: then no other
  /// spelling of at most 15 digits gives the same `Double` (every such spelling round-trips, so
  /// two of them cannot meet), which makes these digits the shortest round-tripping ones,
  /// those `description` prints; between 0.0001 and 10¹⁵ it prints them without an exponent.
  /// Anything else takes `description`.
  static func write(decimal value: Double, to out: OutputBuffer) {
    if !writeShort(value, to: out) { out.write(decimalText(value)) }
  }

  /// The exact powers of ten a short decimal is divided by.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19,
  ]

  /// Writes `value` and returns true when it is short (see above); writes nothing otherwise.
  private static func writeShort(_ value: Double, to out: OutputBuffer) -> Bool {
    let magnitude = value.magnitude
    // NB: false for NaN too.
    guard magnitude >= 1e-4, magnitude < 1e15 else { return false }
    // NB: `Int`, not `UInt64`: converting a `Double` to a signed integer is one instruction.
    let whole = Int(magnitude)
    var fraction = magnitude - Double(whole)
    var digits = whole
    var places = 0
    while fraction != 0 {
      // NB: 15 significant digits below 0.001 take up to 19 places.
      guard places < 19 else { return false }
      fraction *= 10
      let digit = Int(fraction)
      fraction -= Double(digit)
      digits = digits &* 10 &+ digit
      places += 1
      guard digits < 1_000_000_000_000_000 else { return false }
    }
    // NB: the steps above are exact for a short decimal; this is what makes it one.
    guard Double(digits) / powersOfTen[places] == magnitude else { return false }
    if value < 0 { out.write(byte: UInt8(ascii: "-")) }
    out.write(decimal: whole)
    out.write(byte: UInt8(ascii: "."))
    if places == 0 {
      out.write(byte: UInt8(ascii: "0"))
    } else {
      // NB: below 1 the digits are the fraction's; the power is converted only above, where
      // it is at most 10¹⁴.
      let fraction = whole == 0 ? digits : digits &- whole &* Int(powersOfTen[places])
      out.write(digits: UInt64(fraction), count: places)
    }
    return true
  }
}
