import CompareKit
import Testing

/// Records diagnostics as Swift Testing issues: at the scenario file's line when they have
/// one, else at the call of the check.
struct IssueRecorder {
  /// Where the check was called.
  let caller: SourceLocation

  /// Records every diagnostic of `error`.
  func record(_ error: ScenarioError) {
    for diagnostic in error.diagnostics { record(diagnostic) }
  }

  /// Records one diagnostic, with `details` (a report, a diff) after its message.
  func record(_ diagnostic: ScenarioDiagnostic, details: String? = nil) {
    var comment = diagnostic.message
    if let details {
      // NB: a divergence report starts with the diagnostic's own line.
      comment = details.hasPrefix(comment) ? details : comment + "\n" + details
    }
    if comment.hasSuffix("\n") { comment.removeLast() }
    Issue.record(Comment(rawValue: comment), sourceLocation: location(of: diagnostic))
  }

  /// The scenario file and line of `diagnostic`, named in the caller's module.
  func location(of diagnostic: ScenarioDiagnostic) -> SourceLocation {
    guard let line = diagnostic.line, line > 0 else { return caller }
    let name = diagnostic.file.split(separator: "/").last.map(String.init) ?? diagnostic.file
    return SourceLocation(
      fileID: "\(caller.moduleName)/\(name)", filePath: diagnostic.file, line: line,
      column: max(diagnostic.column ?? 1, 1))
  }
}
