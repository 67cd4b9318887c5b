/// A command line that cannot be run: an unknown command or option, a missing or invalid value.
///
/// Rendered once, by `CompareCLI`, as `error: MESSAGE`, then the command's usage line and a
/// pointer to its `--help`; the exit code is 2.
///
/// ```text
/// error: unknown option '--fromat'; did you mean '--format'?
/// usage: compare-cli run [--format text|json] [--compare steps|timeline|emissions] [--no-color] FILE...
/// see 'compare-cli run --help'
/// ```
package struct UsageError: Error, Equatable {
  /// The message, lower-case, without the `error: ` prefix.
  package var message: String

  package init(_ message: String) {
    self.message = message
  }
}
