/// Writes a `TestReport` as TAP version 14, the Test Anything Protocol.
///
/// The version line, the plan `1..N`, then one test point a case. A failed case, or one in
/// error, carries a YAML diagnostic block indented two spaces, between `  ---` and `  ...`,
/// with the message, the severity, where (`at:` file and line) and the details (such as the
/// diff) as a literal block. In descriptions `\` and `#` are escaped, as TAP 14 requires.
///
/// ```swift
/// print(TAPReport().render(report), terminator: "")
/// ```
///
/// ```text
/// TAP version 14
/// 1..2
/// ok 1 - scenarios/counter/basic.txt
/// not ok 2 - scenarios/counter/reset.txt
///   ---
///   message: "golden trace differs from step 3 on"
///   severity: fail
///   at:
///     file: "scenarios/counter/reset.txt"
///     line: 7
///   details: |2
///     --- scenarios/counter/reset.trace
///     …
///   ...
/// ```
package struct TAPReport: Sendable {
  /// Creates the writer.
  package init() {}

  /// The TAP stream, ending with a line feed.
  package func render(_ report: TestReport) -> String {
    var lines = ["TAP version 14", "1..\(report.cases.count)"]
    for (index, testCase) in report.cases.enumerated() {
      let description = Self.description(testCase.name)
      guard let problem = testCase.problem else {
        lines.append("ok \(index + 1) - \(description)")
        continue
      }
      lines.append("not ok \(index + 1) - \(description)")
      var yaml = [
        "message: \(Self.quoted(problem.message))",
        "severity: \(testCase.isError ? "error" : "fail")",
        "at:",
        "  file: \(Self.quoted(testCase.file))",
      ]
      if let line = testCase.line { yaml.append("  line: \(line)") }
      if !problem.details.isEmpty {
        // NB: an explicit indentation indicator, because a diff's context lines start with
        // a space and YAML would otherwise take the first line's indentation as the block's.
        yaml.append("details: |2")
        yaml += Self.lines(problem.details).map { "  " + Self.printable($0) }
      }
      lines.append("  ---")
      lines += yaml.map { "  " + $0 }
      lines.append("  ...")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: - Escaping

  /// A test point description: one line, with `\` and `#` escaped.
  private static func description(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "#": result += "\\#"
      case "\n", "\r": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A YAML double-quoted scalar.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        result += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A line for a YAML literal block, which cannot hold control characters: each becomes a
  /// visible `\u{…}` escape.
  private static func printable(_ line: Substring) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      if scalar != "\t", scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func lines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
