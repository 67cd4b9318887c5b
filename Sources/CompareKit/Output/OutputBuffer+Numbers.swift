/// Numbers in decimal, straight into the buffer: the digits of a table's columns and cells.
extension OutputBuffer {
  /// Appends `value` in decimal after as many spaces as make it `width` columns wide (none
  /// when it is as wide or wider), and `gap` spaces more before them.
  package func write(decimal value: Int, rightAlignedTo width: Int, after gap: Int = 0) {
    let length = Self.decimalLength(value)
    write(spaces: gap + max(0, width - length))
    write(decimal: value, length: length)
  }

  /// Appends `value` in decimal, without going through `String`.
  package func write(decimal value: Int) {
    // NB: most numbers in a table are one digit (list elements, counts, line numbers).
    if value >= 0 && value < 10 {
      reserve(1)
      storage[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      count += 1
      return
    }
    // NB: the digits go backwards into spare capacity past the end, then forward into place:
    // that copy costs less than counting the digits first.
    reserve(2 * Self.maximumDecimalLength)
    let end = storage + count + 2 * Self.maximumDecimalLength
    var start = Self.writeDigits(of: value.magnitude, endingAt: end)
    if value < 0 {
      start -= 1
      start[0] = UInt8(ascii: "-")
    }
    let length = end - start
    Self.copy(start, to: storage + count, count: length)
    count += length
  }

  /// The most bytes an `Int` takes in decimal: 19 digits and a sign.
  private static var maximumDecimalLength: Int { 20 }

  /// The number of bytes `value` takes in decimal, its sign included.
  // NB: two digits a division, in both: a table's numbers are mostly several digits long.
  private static func decimalLength(_ value: Int) -> Int {
    var length = value < 0 ? 2 : 1
    var rest = value.magnitude
    while rest >= 100 {
      rest /= 100
      length += 2
    }
    if rest >= 10 { length += 1 }
    return length
  }

  /// Appends `value` in decimal, given that it takes `length` bytes.
  private func write(decimal value: Int, length: Int) {
    reserve(20)
    if value < 0 { storage[count] = UInt8(ascii: "-") }
    Self.writeDigits(of: value.magnitude, endingAt: storage + count + length)
    count += length
  }

  /// `00` to `99`, two bytes each.
  private static var digitPairs: StaticString {
    """
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Writes the decimal digits of `value` backwards, the last just before `end`, two at a
  /// time from a table, and returns where the first is.
  @inline(__always)
  @discardableResult
  private static func writeDigits(
    of value: UInt, endingAt end: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    let pairs = digitPairs.utf8Start
    var magnitude = value
    var index = end
    while magnitude >= 100 {
      let pair = Int(magnitude % 100) &* 2
      magnitude /= 100
      index -= 2
      index[0] = pairs[pair]
      index[1] = pairs[pair &+ 1]
    }
    if magnitude >= 10 {
      let pair = Int(magnitude) &* 2
      index[-2] = pairs[pair]
      index[-1] = pairs[pair &+ 1]
      return index - 2
    } else {
      index[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
      return index - 1
    }
  }

  /// Appends the last `count` decimal digits of `value`, with leading zeros: `(5, 3)` is `005`.
  package func write(digits value: UInt64, count digits: Int) {
    reserve(digits)
    let pairs = Self.digitPairs.utf8Start
    let start = storage + count
    var rest = value
    var index = start + digits
    while index - start >= 2 {
      let pair = Int(rest % 100) &* 2
      rest /= 100
      index -= 2
      index[0] = pairs[pair]
      index[1] = pairs[pair &+ 1]
    }
    if index > start { start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
    count += digits
  }
}
