/// A command line that cannot be run: an unknown command or option, a missing or invalid value.
///
/// Rendered once, by `CompareCLI`, as `error: MESSAGE`, then the command's usage line and a
/// pointer to its `--help`; the exit code is 2.
///
/// ```text
/// error: unknown option '--fromat'; did you mean '--format'?
/// usage: compare-cli list [--format text|json]
/// see 'compare-cli list --help'
/// ```
package struct UsageError: Error, Equatable {
  /// The message, lower-case, without the `error: ` prefix.
  package var message: String

  package init(_ message: String) {
    self.message = message
  }
}
