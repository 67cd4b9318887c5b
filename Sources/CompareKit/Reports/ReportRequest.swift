/// One `--report` option: which format, and where it goes.
///
/// `junit=PATH` writes JUnit XML to a file (atomically), `html=PATH` a timeline page. `tap` and `github` write to
/// standard output, or to a file with `tap=PATH` / `github=PATH`. Several may be given.
///
/// Standard output stays readable: a TAP stream must be the only thing on it, so when TAP goes
/// to standard output the human-readable output moves to standard error; GitHub workflow
/// commands are whole lines the Actions runner picks out of the log, so they follow the human
/// output on standard output. TAP and GitHub cannot both take standard output.
///
/// ```swift
/// let requests = try ["junit=out.xml", "tap"].map(ReportRequest.init(parsing:))
/// try ReportRequest.validate(requests)
/// ```
package struct ReportRequest: Sendable, Equatable {
  /// A report format.
  package enum Format: String, Sendable, CaseIterable {
    /// JUnit XML.
    case junit
    /// TAP version 14.
    case tap
    /// GitHub Actions workflow commands.
    case github
    /// One self-contained HTML page of every scenario's timeline.
    case html
  }

  /// The format.
  package var format: Format
  /// The file to write, or `nil` for standard output.
  package var path: String?

  /// Creates a request; a `nil` path means standard output.
  package init(format: Format, path: String? = nil) {
    self.format = format
    self.path = path
  }

  /// Parses the value of a `--report` option: `FORMAT` or `FORMAT=PATH`.
  ///
  /// - Throws: `ReportRequest.Error` with a message that lists what is accepted.
  package init(parsing value: String) throws(Error) {
    let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard let format = Format(rawValue: String(parts[0])) else {
      throw Error(
        message: "unknown report format '\(parts[0])'; expected junit=PATH, tap[=PATH], "
          + "github[=PATH] or html=PATH")
    }
    let path = parts.count == 2 ? String(parts[1]) : nil
    if path?.isEmpty == true {
      throw Error(message: "--report \(format.rawValue)= needs a file name after '='")
    }
    if format == .junit || format == .html, path == nil {
      let name = format.rawValue
      throw Error(message: "--report \(name) needs a file: --report \(name)=PATH")
    }
    self.init(format: format, path: path)
  }

  /// Whether this report takes standard output away from the human-readable output.
  package var replacesStandardOutput: Bool { format == .tap && path == nil }

  /// Checks that several requests can be honoured together.
  ///
  /// - Throws: `ReportRequest.Error` when TAP and GitHub both want standard output, or two
  ///   requests name the same file.
  package static func validate(_ requests: [ReportRequest]) throws(Error) {
    let toStandardOutput = requests.filter { $0.path == nil }.map(\.format)
    if toStandardOutput.contains(.tap), toStandardOutput.contains(.github) {
      throw Error(
        message: "--report tap and --report github cannot both write to standard output; "
          + "send one to a file, e.g. --report tap=results.tap")
    }
    var paths = Set<String>()
    for request in requests {
      if let path = request.path, !paths.insert(path).inserted {
        throw Error(message: "two reports would write the same file '\(path)'")
      }
    }
    for format in Format.allCases where toStandardOutput.count(where: { $0 == format }) > 1 {
      throw Error(message: "--report \(format.rawValue) is given twice")
    }
  }

  /// The report's text for `report`; `page` is asked for only by an html report.
  package func render(_ report: TestReport, page: () -> TimelinePage) -> String {
    switch format {
    case .junit: JUnitReport().render(report)
    case .tap: TAPReport().render(report)
    case .github: GitHubReport().render(report)
    case .html: page().render()
    }
  }

  /// A `--report` value that cannot be used; `message` is shown after `error: `.
  package struct Error: Swift.Error, Equatable, Sendable {
    /// What is wrong, in one line.
    package var message: String
  }
}
