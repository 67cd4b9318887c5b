/// Writes a `TestReport` as GitHub Actions workflow commands, which the Actions runner turns
/// into annotations on the pull request's files.
///
/// One `::error file=…,line=…,title=…::message` line per failed case, the message followed by
/// its details. Data is escaped as GitHub's toolkit does (`%` → `%25`, CR → `%0D`,
/// LF → `%0A`), and property values also escape `:` → `%3A` and `,` → `%2C`. GitHub shows at
/// most 10 error annotations per step, so after 10 one `::notice::` counts the rest.
///
/// ```swift
/// print(GitHubReport().render(report), terminator: "")
/// ```
///
/// ```text
/// ::error file=scenarios/x.txt,line=7,title=golden trace differs::golden trace differs …
/// ```
package struct GitHubReport: Sendable {
  /// The most error annotations written before the rest are summarised.
  package var limit: Int

  /// Creates a writer that annotates at most `limit` failures (GitHub shows 10 per step).
  package init(limit: Int = 10) {
    self.limit = limit
  }

  /// The workflow commands, one a line, each ending with a line feed; empty when all passed.
  package func render(_ report: TestReport) -> String {
    let failing = report.cases.filter { $0.problem != nil }
    var lines: [String] = []
    for testCase in failing.prefix(limit) {
      guard let problem = testCase.problem else { continue }
      var properties = ["file=" + Self.property(testCase.file)]
      if let line = testCase.line { properties.append("line=\(line)") }
      properties.append("title=" + Self.property(problem.title))
      let message =
        problem.details.isEmpty ? problem.message : problem.message + "\n" + problem.details
      lines.append("::error \(properties.joined(separator: ","))::\(Self.data(message))")
    }
    if failing.count > limit {
      let rest = failing.count - limit
      lines.append(
        "::notice::\(rest) more failing scenario\(rest == 1 ? "" : "s") not annotated "
          + "(GitHub shows at most \(limit) error annotations per step); see the log")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: - Escaping

  /// Escapes a command's message.
  static func data(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Escapes a property value (`file=`, `title=`).
  static func property(_ value: String) -> String {
    data(value).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
