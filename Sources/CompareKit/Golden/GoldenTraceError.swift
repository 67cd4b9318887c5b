/// Why a golden trace file could not be read, and on which line.
///
/// Every reason renders as one `PATH:LINE:1: error: MESSAGE` line that ends with the command
/// that fixes it, so a failing CI log tells the user what to run.
///
/// ```swift
/// let error = GoldenTraceError(line: 1, reason: .unsupportedVersion("2"))
/// error.diagnostic(tracePath: "x.trace", scenarioPath: "x.txt")
/// ```
///
/// ```text
/// x.trace:1:1: error: golden trace format v2 is not supported by this compare-cli (v1); \
/// re-record with `compare-cli record x.txt`
/// ```
package struct GoldenTraceError: Error, Equatable, Sendable {
  /// The 1-based line the problem was found on.
  package var line: Int
  /// What is wrong.
  package var reason: Reason

  /// Creates an error found on `line`.
  package init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }

  /// What is wrong with a golden trace file.
  package enum Reason: Equatable, Sendable {
    /// The bytes are not UTF-8; the associated value is the offset of the first bad byte.
    case notUTF8(byteOffset: Int)
    /// The first line is not a golden trace header at all.
    case notGoldenTrace
    /// The header names another format version (the text after `v`).
    case unsupportedVersion(String)
    /// The file ends before its end marker; the associated text says where.
    case truncated(String)
    /// A line is not what the format has at that place; the associated text says what.
    case malformed(String)
  }

  /// The message, without location, for the golden trace of `scenarioPath`.
  package func message(scenarioPath: String, program: String = "compare-cli") -> String {
    let fix = "re-record with `\(program) record \(scenarioPath)`"
    let current = GoldenTrace.formatVersion
    switch reason {
    case .notUTF8(let offset):
      return "golden trace is not valid UTF-8 (byte \(offset)); \(fix)"
    case .notGoldenTrace:
      return "not a compare-cli golden trace (the first line should be "
        + "`\(GoldenTrace.header(version: current))`); \(fix)"
    case .unsupportedVersion(let version):
      return "golden trace format v\(version) is not supported by this compare-cli "
        + "(v\(current)); \(fix)"
    case .truncated(let detail):
      return "golden trace is truncated: \(detail); \(fix)"
    case .malformed(let detail):
      return "golden trace is malformed: \(detail); \(fix)"
    }
  }

  /// The error located in the golden trace: `TRACE:LINE:1: error: MESSAGE`.
  package func diagnostic(
    tracePath: String, scenarioPath: String, program: String = "compare-cli"
  ) -> ScenarioDiagnostic {
    ScenarioDiagnostic(
      file: tracePath, line: line, column: 1,
      message: message(scenarioPath: Printable.name(scenarioPath), program: program))
  }
}
