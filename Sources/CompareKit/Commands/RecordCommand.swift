#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `compare-cli record FILE|DIR...`: replays each scenario and writes its golden trace beside it
/// (`x.txt` → `x.trace`), atomically.
///
/// ```text
/// wrote scenarios/counter/basic.trace (5 steps, emissions: tca 6, reactorkit 6)
/// unchanged scenarios/counter/reset.trace (9 steps, emissions: tca 10, reactorkit 10)
/// recorded 2 scenarios: 1 written, 1 unchanged
/// ```
package enum RecordCommand: CLICommand {
  package static let name = "record"
  package static let abstract = "write each scenario's golden trace beside it (x.txt -> x.trace)"
  package static let operands = "FILE|DIR..."
  package static let operandCompletion = OperandCompletion.scenarios
  package static let options: [OptionSpec] = [.force]
  package static let discussion = """
    Each FILE is a scenario; each DIR means every *.txt under it, recursively, in name order.
    The golden trace holds both engines' states after each step and every state their
    observers received, with virtual times and causes; 'compare-cli check' compares against it.
    A file is replaced atomically (a reader sees the old or the new trace, never a mix) and is
    left untouched when its content would not change.

    A scenario that does not parse, or whose expects do not hold, is not recorded. Where the CI
    environment variable is set, 'record' refuses to run unless given --force: CI should check
    golden traces, not rewrite them.

    Exit codes: 0 every scenario recorded; 1 an expect does not hold; 2 a usage, scenario parse
    or file error, or CI is set without --force.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    let found: ScenarioDiscovery
    switch GoldenCommandInput.parse(arguments, command: self, in: context) {
    case .failure(let failed): return failed.code
    case .success(let input): found = input.discovery
    }
    if let ci = context.environment["CI"], !ci.isEmpty, !arguments.has(OptionSpec.force.name) {
      context.stderr.write(
        "error: refusing to record golden traces where CI is set (CI=\(ci)): CI should run "
          + "'\(context.program) check'; pass --force to record anyway\n")
      return .usage
    }

    var code = ExitCode.success
    var written = 0
    var unchanged = 0
    for path in found.scenarios {
      switch record(path, in: context) {
      case .written: written += 1
      case .unchanged: unchanged += 1
      case .notRecorded(let failure): code = max(code, failure)
      }
    }
    for orphan in found.orphans {
      context.stdout.write(
        "warning: \(Printable.name(orphan)) has no scenario "
          + "\(Printable.name(ScenarioDiscovery.scenarioPath(orphan))); "
          + "delete it, or '\(context.program) check' fails\n")
    }
    let count = found.scenarios.count
    var summary =
      "recorded \(count) scenario\(count == 1 ? "" : "s"): \(written) written, "
      + "\(unchanged) unchanged"
    let skipped = count - written - unchanged
    if skipped > 0 { summary += ", \(skipped) not recorded" }
    context.stdout.write(summary + "\n")
    return code
  }

  private enum Outcome {
    case written, unchanged
    case notRecorded(ExitCode)
  }

  @MainActor
  private static func record(_ path: String, in context: CommandContext) -> Outcome {
    let loaded: LoadedScenario
    do throws(ScenarioError) {
      loaded = try context.load(path)
    } catch {
      for diagnostic in error.diagnostics { context.stderr.write("\(diagnostic)\n") }
      return .notRecorded(.usage)
    }
    let tracePath = ScenarioDiscovery.goldenPath(path)
    let shownTrace = Printable.name(tracePath)
    let recording: GoldenRecording
    do throws(ScenarioDiagnostic) {
      recording = try GoldenRecording(scenario: loaded.scenario, pair: loaded.pair)
    } catch {
      context.stderr.write("\(error)\n")
      context.stderr.write("error: not recording \(shownTrace): the scenario cannot be replayed\n")
      return .notRecorded(.usage)
    }
    guard recording.failedExpects.isEmpty else {
      for expect in recording.failedExpects { context.stderr.write("\(expect)\n") }
      context.stderr.write("error: not recording \(shownTrace): the scenario's expects must hold\n")
      return .notRecorded(.failure)
    }

    let bytes = Array(recording.trace.text.utf8)
    let trace = recording.trace
    let counts =
      "(\(recording.steps) step\(recording.steps == 1 ? "" : "s"), emissions: "
      + "tca \(trace.tcaEmissions.count), reactorkit \(trace.reactorKitEmissions.count))"
    // NB: what `record` writes settles any change `check` left for `review`.
    let pending = RecordMode.pendingPath(tracePath)
    if FileContents.exists(pending), unlink(pending) == 0 {
      context.stdout.write("removed \(Printable.name(pending)): recorded over\n")
    }
    if (try? FileContents.load(tracePath)) == bytes {
      // NB: a killed writer's temporary is removed by the next write; an unchanged trace is
      // not written, so it is removed here.
      AtomicFile.removeLeftovers(of: tracePath)
      context.stdout.write("unchanged \(shownTrace) \(counts)\n")
      return .unchanged
    }
    do throws(FileError) {
      try AtomicFile.standard.write(bytes, to: tracePath)
    } catch {
      context.stderr.write("error: \(error)\n")
      return .notRecorded(.usage)
    }
    context.stdout.write("wrote \(shownTrace) \(counts)\n")
    return .written
  }
}

extension OptionSpec {
  /// `--force`: `record` even where `CI` is set.
  package static let force = OptionSpec(
    "--force", help: "record even where the CI environment variable is set")
}
