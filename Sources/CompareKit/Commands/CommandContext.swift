/// What a command runs with: the environment, the output streams and the feature catalog.
///
/// `CompareCLI.main` builds one from the process and the pairs it is given; tests build one
/// with memory buffers to run a command in-process.
///
/// ```swift
/// let context = CommandContext(
///   environment: [:], stdout: .memory(), stderr: .memory(), catalog: FeatureCatalog(pairs: pairs))
/// RunCommand.run(parsed, in: context)
/// ```
package struct CommandContext {
  /// The process environment (`NO_COLOR`, `CI`, `COLUMNS`).
  package var environment: [String: String]
  /// Standard output.
  package var stdout: OutputBuffer
  /// Standard error.
  package var stderr: OutputBuffer
  /// The features scenarios may name.
  package var catalog: FeatureCatalog
  /// The program's name as invoked (`todos-compare`), for every message that names it.
  package var program: String

  package init(
    environment: [String: String], stdout: OutputBuffer, stderr: OutputBuffer,
    catalog: FeatureCatalog, program: String = "compare-cli"
  ) {
    self.environment = environment
    self.stdout = stdout
    self.stderr = stderr
    self.catalog = catalog
    self.program = program
  }

  /// Whether standard output gets colour: it is a terminal, `NO_COLOR` is unset or empty, and
  /// `--no-color` was not given.
  package func usesColor(_ arguments: ParsedArguments) -> Bool {
    ColorPolicy(
      isTerminal: stdout.isTerminal, noColorFlag: arguments.has(OptionSpec.noColor.name),
      environment: environment
    ).usesColor
  }

  /// The width the `run` table fits its states into: `COLUMNS` when set to a positive number,
  /// else the terminal's width when standard output is one; `nil` (never elide) otherwise.
  package var terminalColumns: Int? {
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return stdout.isTerminal ? TerminalSize.columns(ofDescriptor: 1) : nil
  }

  /// Reads and parses a scenario and finds its pair.
  package func load(_ path: String) throws(ScenarioError) -> LoadedScenario {
    try Scenario.load(try ScenarioSource.read(path), catalog: catalog)
  }

  /// Reads and parses every file, reporting each diagnostic on standard error.
  ///
  /// Returns `nil` when any file failed: then nothing should run (SPEC §5, §8). Standard input
  /// can be read once, so `-` given twice is an error rather than a second, empty scenario.
  package func loadScenarios(_ paths: [String]) -> [LoadedScenario]? {
    if paths.count(where: { $0 == "-" }) > 1 {
      stderr.write("error: '-' (standard input) is given more than once; it can be read once\n")
      return nil
    }
    var loaded: [LoadedScenario] = []
    var failed = false
    for path in paths {
      do throws(ScenarioError) {
        loaded.append(try load(path))
      } catch {
        failed = true
        for diagnostic in error.diagnostics {
          stderr.write(diagnostic.description)
          stderr.newline()
        }
      }
    }
    return failed ? nil : loaded
  }
}

/// A parsed scenario with the pair it drives.
package struct LoadedScenario {
  /// The scenario.
  package var scenario: Scenario
  /// Its feature's pair.
  package var pair: FeaturePair

  /// Both at once.
  package var both: (Scenario, FeaturePair) { (scenario, pair) }
}
