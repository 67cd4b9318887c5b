/// What a command runs with: the environment, the output streams and the feature catalog.
///
/// The executable builds one from the process; tests build one with memory buffers to run a
/// command in-process.
///
/// ```swift
/// let context = CommandContext(environment: [:], stdout: .memory(), stderr: .memory())
/// RunCommand.run(parsed, in: context)
/// ```
package struct CommandContext {
  /// The process environment (`NO_COLOR`, `CI`, `COMPARE_CLI_TEST_FEATURES`).
  package var environment: [String: String]
  /// Standard output.
  package var stdout: OutputBuffer
  /// Standard error.
  package var stderr: OutputBuffer
  /// The features scenarios may name.
  package var catalog: FeatureCatalog

  package init(environment: [String: String], stdout: OutputBuffer, stderr: OutputBuffer) {
    self.environment = environment
    self.stdout = stdout
    self.stderr = stderr
    self.catalog = FeatureCatalog.for(environment: environment)
  }

  /// Whether standard output gets colour: it is a terminal, `NO_COLOR` is unset or empty, and
  /// `--no-color` was not given.
  package func usesColor(_ arguments: ParsedArguments) -> Bool {
    ColorPolicy(
      isTerminal: stdout.isTerminal, noColorFlag: arguments.has(OptionSpec.noColor.name),
      environment: environment
    ).usesColor
  }

  /// Reads and parses every file, reporting each diagnostic on standard error.
  ///
  /// Returns `nil` when any file failed: then nothing should run (SPEC §5, §8). Standard input
  /// can be read once, so `-` given twice is an error rather than a second, empty scenario.
  package func loadScenarios(_ paths: [String]) -> [Scenario]? {
    if paths.count(where: { $0 == "-" }) > 1 {
      stderr.write("error: '-' (standard input) is given more than once; it can be read once\n")
      return nil
    }
    let parser = ScenarioParser(catalog: catalog.vocabularies)
    var scenarios: [Scenario] = []
    var failed = false
    for path in paths {
      do throws(ScenarioError) {
        scenarios.append(try parser.parse(try ScenarioSource.read(path)))
      } catch {
        failed = true
        for diagnostic in error.diagnostics {
          stderr.write(diagnostic.description)
          stderr.newline()
        }
      }
    }
    return failed ? nil : scenarios
  }
}
