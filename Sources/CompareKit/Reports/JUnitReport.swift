/// Writes a `TestReport` as JUnit XML, the format CI systems (Jenkins, GitLab, Buildkite,
/// GitHub test-report actions) read test results from.
///
/// One `<testsuites>` holding one `<testsuite>`, one `<testcase>` per case with `classname`
/// (the scenario's directory, dotted), `name` (its file name) and `file`; a failed case holds a
/// `<failure message="…" type="…">` whose body is the details (the diff), a case in error an
/// `<error …>`. Text is escaped for XML 1.0, including the control characters XML cannot carry
/// at all, which are written as visible `\u{1B}`-style escapes.
///
/// ```swift
/// try AtomicFile.standard.write(Array(JUnitReport().render(report).utf8), to: "junit.xml")
/// ```
///
/// ```text
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="compare-cli check" tests="1" failures="0" errors="0" skipped="0">
///   <testsuite name="compare-cli check" tests="1" failures="0" errors="0" skipped="0">
///     <testcase classname="scenarios.counter" name="basic.txt" \
/// file="scenarios/counter/basic.txt"/>
///   </testsuite>
/// </testsuites>
/// ```
package struct JUnitReport: Sendable {
  /// Creates the writer.
  package init() {}

  /// The XML document, ending with a line feed.
  package func render(_ report: TestReport) -> String {
    let counts =
      "tests=\"\(report.cases.count)\" failures=\"\(report.failures)\" "
      + "errors=\"\(report.errors)\" skipped=\"0\""
    let name = Self.attribute(report.name)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"\(name)\" \(counts)>",
      "  <testsuite name=\"\(name)\" \(counts)>",
    ]
    for testCase in report.cases {
      let (classname, caseName) = Self.names(testCase.name)
      let open =
        "    <testcase classname=\"\(Self.attribute(classname))\" "
        + "name=\"\(Self.attribute(caseName))\" file=\"\(Self.attribute(testCase.file))\""
      switch testCase.outcome {
      case .passed:
        lines.append(open + "/>")
      case .failed(let problem), .error(let problem):
        let element = testCase.isError ? "error" : "failure"
        lines.append(open + ">")
        lines.append(
          "      <\(element) message=\"\(Self.attribute(problem.message))\" "
            + "type=\"\(Self.attribute(problem.title))\">\(Self.text(problem.details))"
            + "</\(element)>")
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.map { $0 + "\n" }.joined()
  }

  /// `scenarios/counter/basic.txt` → (`scenarios.counter`, `basic.txt`): CI systems group
  /// cases by the dotted class name.
  private static func names(_ path: String) -> (classname: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("compare-cli", path) }
    let directory = path[..<slash].split(separator: "/").joined(separator: ".")
    return (
      directory.isEmpty ? "compare-cli" : directory, String(path[path.index(after: slash)...])
    )
  }

  // MARK: - Escaping

  /// Escapes text for a double-quoted attribute value; tabs and line breaks become character
  /// references so that attribute-value normalisation keeps them.
  static func attribute(_ value: String) -> String {
    escape(value) { scalar in
      switch scalar {
      case "\"": "&quot;"
      case "\t": "&#9;"
      case "\n": "&#10;"
      case "\r": "&#13;"
      default: nil
      }
    }
  }

  /// Escapes text for element content; a carriage return becomes a character reference so
  /// that end-of-line normalisation keeps it.
  static func text(_ value: String) -> String {
    escape(value) { scalar in scalar == "\r" ? "&#13;" : nil }
  }

  private static func escape(_ value: String, special: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      if let replacement = special(scalar) {
        result += replacement
        continue
      }
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      // NB: XML 1.0 cannot carry these even as character references.
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
