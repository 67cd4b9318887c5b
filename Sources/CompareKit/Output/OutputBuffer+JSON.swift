extension OutputBuffer {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends `string` as a JSON string literal, quotes included.
  ///
  /// Quotes, backslashes and every control character are escaped (`\n`, `\r`, `\t`, `\b`, `\f`,
  /// otherwise `\u00XX`); everything else, non-ASCII included, passes through as UTF-8.
  ///
  /// ```swift
  /// out.write(jsonString: "say \"hi\"\n")  // "say \"hi\"\n"
  /// ```
  package func write(jsonString string: String) {
    write(byte: UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): write("\\\"")
      case UInt8(ascii: "\\"): write("\\\\")
      case 0x0A: write("\\n")
      case 0x0D: write("\\r")
      case 0x09: write("\\t")
      case 0x08: write("\\b")
      case 0x0C: write("\\f")
      case 0..<0x20:
        write("\\u00")
        write(byte: Self.hexDigits[Int(byte >> 4)])
        write(byte: Self.hexDigits[Int(byte & 0xF)])
      default: write(byte: byte)
      }
    }
    write(byte: UInt8(ascii: "\""))
  }
}
