/// Text from outside the program (file names, golden trace lines, command-line arguments) made
/// safe to print on one line: the one function every text, diagnostic and report writer uses.
///
/// Control characters are written as escapes, so that a name can neither break a line nor move
/// the cursor: `\n`, `\r` and `\t`, other C0 characters and DEL as `\xHH`, C1 characters and
/// the Unicode line and paragraph separators as `\u{HHHH}`. Everything else, backslashes
/// included, is kept as it is, so a name without control characters prints exactly; applying
/// the function twice changes nothing more.
///
/// `name(_:)` also keeps a name from starting a GitHub Actions workflow command. The runner
/// executes any log line that starts, after leading blanks, with `::`; a name printed at the
/// start of a line (a diagnostic's `FILE:LINE:COLUMN:`) could otherwise be one. Such a name is a
/// relative path, so it is printed with `./` in front, which names the same file.
///
/// ```swift
/// Printable.name("x\n::warning::y.txt")  // "x\\n::warning::y.txt"
/// Printable.name("::stop-commands::t.txt")  // "./::stop-commands::t.txt"
/// ```
package enum Printable {
  /// `text` with its control characters escaped.
  package static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x80: result += "\\x" + hex(scalar.value, digits: 2)
      default: result += "\\u{" + hex(scalar.value, digits: 4) + "}"
      }
    }
    return result
  }

  /// A file name or path, escaped as `text(_:)` does, that cannot start a workflow command.
  package static func name(_ path: String) -> String {
    let escaped = text(path)
    let start = escaped.drop(while: { $0 == " " || $0 == "\t" })
    return start.hasPrefix("::") ? "./" + escaped : escaped
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
