/// Builds a page as one growing string, escaping every piece of text it is given.
///
/// Markup goes in through `raw`; anything that came from a scenario, a state or a cause goes in
/// through `text` (element content and quoted attribute values alike), so no input can open a
/// tag, close an attribute or start an entity.
///
/// ```swift
/// var html = HTMLWriter()
/// html.raw("<td title=\"")
/// html.text("a \"b\" <c>")
/// html.raw("\">")
/// html.result  // <td title="a &quot;b&quot; &lt;c&gt;">
/// ```
struct HTMLWriter {
  private(set) var result = ""

  init(capacity: Int = 0) {
    result.reserveCapacity(capacity)
  }

  /// Appends markup as is.
  mutating func raw(_ markup: String) {
    result += markup
  }

  /// Appends text, escaped for element content and for quoted attribute values.
  mutating func text(_ text: String) {
    result += HTMLWriter.escaped(text)
  }

  /// Appends a coordinate or length, rounded to a tenth, without a trailing `.0`.
  mutating func number(_ value: Double) {
    result += HTMLWriter.number(value)
  }

  /// Appends an integer.
  mutating func int(_ value: Int) {
    result += String(value)
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
  static func escaped(_ text: String) -> String {
    guard
      text.utf8.contains(where: {
        $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27
      })
    else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// `value` rounded to a tenth: `12`, `12.5`, `-3.2`.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let whole = String(tenths / 10)
    let fraction = abs(tenths % 10)
    guard fraction != 0 else { return whole }
    return (tenths < 0 && tenths / 10 == 0 ? "-" : "") + whole + "." + String(fraction)
  }
}
