extension CommandContext {
  /// Reports a usage error of `command` on standard error: the message, the usage line and
  /// where help is; the exit code is 2.
  package func usageError(_ error: UsageError, for command: any CLICommand.Type) -> ExitCode {
    usageError(
      error, usage: command.usage(program: program), help: "\(program) \(command.name) --help")
  }

  /// Reports a usage error with a usage line and a help pointer.
  package func usageError(_ error: UsageError, usage: String, help: String) -> ExitCode {
    stderr.write("error: \(Printable.text(error.message))\n\(usage)\nsee '\(help)'\n")
    return .usage
  }
}
