import CompareKit
import CompareKitTestSupport
import Testing

/// A replay stops at the step that would make an engine hold more pending work than its pair
/// allows, with a located error and exit code 2, and writes nothing it would have to take back.
@Suite struct PendingWorkLimitTests {
  private static let scenarioText = """
    feature async-counter
    send increment
    send increment x5
    advance 1s

    """

  private static func message(_ path: String, engines: String = "TCA and ReactorKit") -> String {
    """
    \(path):3:1: error: step 4 (send increment, the 3rd of x5) would make \(engines) hold more \
    than 3 pending effects at once, the most a replay allows, so the replay stops here; let \
    effects finish (advance past their delays) before starting more

    """
  }

  @MainActor
  @Test func runStopsAtTheStepThatCrossesTheLimitWithALocatedError() throws {
    let directory = try GoldenTemporaryDirectory()
    let scenario = try directory.write(Self.scenarioText, to: "many.txt")
    let result = run(RunCommand.self, [scenario])
    #expect(result.code == .usage)
    #expect(result.err == Self.message(scenario))
    // The table shows the steps before it, and neither that step nor a summary.
    let row = "0ms  send increment  count=0 isLoading=true alert=none               "
    #expect(
      result.out == """
        \(scenario): feature async-counter, comparing steps
          step  line    time  directive       TCA                                             ReactorKit
             1     2     \(row)count=0 isLoading=true alert=none
             2     3     \(row)count=0 isLoading=true alert=none
             3     3     \(row)count=0 isLoading=true alert=none

        """)
  }

  @MainActor
  @Test func theLimitIsNotReachedWhileEffectsFinishInTime() throws {
    let directory = try GoldenTemporaryDirectory()
    let scenario = try directory.write(
      """
      feature async-counter
      send increment x3
      advance 500ms
      send increment x3
      expect count 3

      """, to: "paced.txt")
    let result = run(RunCommand.self, [scenario])
    #expect(result.err == "")
    #expect(result.code == .success)
  }

  @MainActor
  @Test func traceStopsTooOnEachEngine() throws {
    let directory = try GoldenTemporaryDirectory()
    let scenario = try directory.write(Self.scenarioText, to: "many.txt")
    for engine in ["tca", "reactorkit"] {
      let result = run(TraceCommand.self, ["--engine", engine, scenario])
      let shown = engine == "tca" ? "TCA" : "ReactorKit"
      #expect(result.code == .usage)
      #expect(result.err == Self.message(scenario, engines: shown))
    }
  }

  @MainActor
  @Test func recordRefusesAndWritesNoTrace() throws {
    let directory = try GoldenTemporaryDirectory()
    let scenario = try directory.write(Self.scenarioText, to: "many.txt")
    let result = run(RecordCommand.self, [scenario])
    #expect(result.code == .usage)
    #expect(
      result.err
        == Self.message(scenario)
        + "error: not recording \(directory.path)/many.trace: the scenario cannot be replayed\n")
    #expect(try directory.names() == ["many.txt"])
  }

  @MainActor
  @Test func checkReportsTheScenarioAsAnError() throws {
    let directory = try GoldenTemporaryDirectory()
    let scenario = try directory.write(Self.scenarioText, to: "many.txt")
    let result = run(CheckCommand.self, [scenario])
    #expect(result.code == .usage)
    #expect(
      result.out == Self.message(scenario)
        + "ERROR \(scenario): the replay stopped: too many pending effects\n"
        + "checked 1 scenario: 0 passed, 0 failed, 0 missing, 0 orphaned, 1 error\n")
    #expect(try directory.names() == ["many.txt"])
  }
}

// MARK: - Fixtures

/// The built-in pairs with `async-counter` allowed 3 pending effects per engine.
private let limitedCatalog = FeatureCatalog(
  pairs: FeaturePair.builtIn.map { pair in
    var pair = pair
    if pair.name == "async-counter" { pair.pendingWorkLimit = 3 }
    return pair
  })

/// Runs one command in-process over `limitedCatalog`.
@MainActor
private func run(
  _ command: any CLICommand.Type, _ operands: [String]
) -> (code: ExitCode, out: String, err: String) {
  let context = CommandContext(
    environment: [:], stdout: .memory(), stderr: .memory(), catalog: limitedCatalog)
  // NB: the operands are plain paths and known options, so parsing cannot fail.
  let arguments = try! ParsedArguments(operands, options: command.options)
  let code = command.run(arguments, in: context)
  return (code, context.stdout.text, context.stderr.text)
}
