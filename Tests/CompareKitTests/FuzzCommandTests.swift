import CompareKit
import CompareKitTestSupport
import Foundation
import Testing

  @MainActor
@Suite struct FuzzCommandTests {
  @Test func aFindingIsPrintedAsItsScenarioFileThenItsRunTableThenTheReproducingSeed() {
    let result = run(["fuzz", "test-burst", "--runs", "50", "--seed", "1"])
    #expect(
      result
        == Result(
          code: 1,
          out: """
            # compare-cli fuzz test-burst --compare steps --seed 1: run 0, 8 directives shrunk to 1 in 13 attempts
            feature test-burst

            send increment x3

            test-burst-a069529ee79e7bb2.txt: feature test-burst, comparing steps
              step  line  time  directive       TCA         ReactorKit
                 1     4   0ms  send increment  count=1     count=1
                 2     4   0ms  send increment  count=2     count=2
            ≠    3     4   0ms  send increment  count=3     count=4
            first divergence at step 3 (line 4): send increment
                path   TCA  ReactorKit
              ≠ count  3    4
              TCA causes since step 2:
                0ms  .increment
              ReactorKit causes since step 2:
                0ms  .increase → .add(2)
            FAIL test-burst-a069529ee79e7bb2.txt: 3 steps, the engines diverge at step 3 (line 4)

            FAIL test-burst: 1 kind of divergence at steps in 50 runs (19 runs diverged, 1 raw finding)
            seed 1 reproduces this run: compare-cli fuzz test-burst --compare steps --seed 1 --runs 50 --max-steps 20

            """, err: ""))
  }

  @MainActor
  @Test func theSameSeedPrintsTheSameBytesAndAnotherSeedAnotherRun() {
    let arguments = ["fuzz", "async-counter", "--compare", "emissions", "--runs", "300"]
    let first = run(arguments + ["--seed", "9"])
    let again = run(arguments + ["--seed", "9"])
    let other = run(arguments + ["--seed", "10"])
    #expect(first.code == 1)
    #expect(first == again)
    #expect(first.out != other.out)
    #expect(first.out.contains("\nsend increment\nadvance 500ms\n"))
    #expect(first.out.hasSuffix("--seed 9 --runs 300 --max-steps 20\n"))
  }

  @MainActor
  @Test(arguments: ["counter", "dashboard", "async-counter"])
  func agreeingEnginesExitZeroWithOneLineSaying(feature: String) {
    let result = run(["fuzz", feature, "--runs", "200", "--seed", "4"])
    #expect(
      result
        == Result(
          code: 0,
          out: """
            PASS \(feature): 200 runs, the engines agree at steps on every scenario
            seed 4 reproduces this run: compare-cli fuzz \(feature) --compare steps --seed 4 --runs 200 --max-steps 20

            """, err: ""))
  }

  @MainActor
  @Test func jsonIsOneObjectPerFindingThenASummary() throws {
    let result = run(["fuzz", "test-query", "--runs", "40", "--format", "json"])
    let lines = result.out.split(separator: "\n")
    #expect(result.code == 1)
    #expect(lines.count == 2)
    let objects = try lines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(
      lines[0].hasPrefix("{\"kind\":\"finding\",\"feature\":\"test-query\",\"level\":\"steps\""))
    #expect(objects[0]["directive"] as? String == "send type \"aaa\"")
    #expect(objects[0]["paths"] as? [String] == ["query"])
    #expect(objects[0]["tca"] as? [String: String] == ["query": "aaa"])
    #expect(objects[0]["reactorkit"] as? [String: String] == ["query": "aa"])
    #expect(
      (objects[0]["scenario"] as? String)?.hasSuffix("feature test-query\n\nsend type \"aaa\"\n")
        == true)
    #expect(objects[0]["ok"] as? Bool == false)
    #expect(lines[1].hasPrefix("{\"kind\":\"summary\",\"feature\":\"test-query\""))
    #expect(objects[1]["runs"] as? Int == 40)
    #expect(objects[1]["findings"] as? Int == 1)
    #expect(objects[1]["ok"] as? Bool == false)
  }

  @MainActor
  @Test func savedFindingsBecomeARegressionSuiteWithRecord() throws {
    let directory = try GoldenTemporaryDirectory()
    let save = directory.path + "/found/fuzz"

    let fuzz = run(["fuzz", "test-query", "--runs", "40", "--save", save])
    let names = try directory.names(in: "found/fuzz")
    let record = run(["record", save])
    let check = run(["check", save])

    #expect(fuzz.code == 1)
    #expect(names.count == 1 && names[0].hasPrefix("test-query-") && names[0].hasSuffix(".txt"))
    let saved = directory.read("found/fuzz/\(names[0])") ?? "(missing)"
    #expect(fuzz.out.hasPrefix(saved))
    #expect(fuzz.out.contains("saved \(save)/\(names[0])\n"))
    #expect(record.code == 0)
    #expect(
      directory.read("found/fuzz/" + names[0].replacingOccurrences(of: ".txt", with: ".trace"))
        != nil)
    #expect(check.code == 0)
  }

  @MainActor
  @Test func nothingIsSavedWhenNothingDiverged() throws {
    let directory = try GoldenTemporaryDirectory()
    let result = run(["fuzz", "counter", "--runs", "20", "--save", directory.path + "/found"])
    #expect(result.code == 0)
    #expect(try directory.names().isEmpty)
  }

  @MainActor
  @Test func aTimeLimitStopsTheRunAndSaysSo() {
    let result = run(["fuzz", "counter", "--runs", "1000000000", "--time-limit", "1ms"])
    #expect(result.code == 0)
    #expect(result.out.contains(" (stopped by --time-limit), the engines agree at steps"))
    #expect(!result.out.contains("--runs 1000000000 "))
  }

  @Test(arguments: [
    (["fuzz"], "error: missing FEATURE"),
    (["fuzz", "async-countr"], "error: no feature 'async-countr'; did you mean 'async-counter'?"),
    (["fuzz", "counter", "dashboard"], "error: 'fuzz' takes one FEATURE, got 'dashboard' too"),
    (
      ["fuzz", "counter", "--runs", "-3"],
      "error: invalid value '-3' for '--runs'; expected an integer from 1 to 1000000000"
    ),
    (
      ["fuzz", "counter", "--compare", "step"],
      "error: invalid value 'step' for '--compare'; expected one of 'steps', 'timeline', 'emissions'; did you mean 'steps'?"
    ),
  ])
  @MainActor
  func usageErrorsExitTwoAndRunNothing(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.code == 2)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix(message + "\nusage: compare-cli fuzz "))
  }

  @MainActor
  @Test func helpNamesEveryOption() {
    let result = run(["fuzz", "--help"])
    #expect(result.code == 0)
    for option in [
      "--runs N", "--seed S", "--max-steps N", "--time-limit DURATION", "--max-shrinks N",
      "--compare", "--save DIR", "--format", "--no-color", "--strategy guided|random",
    ] {
      #expect(result.out.contains(option), "\(option)")
    }
  }

  @MainActor
  @Test func theShrinkBoundIsReportedInTheCommentAndKeptInTheReproducingCommand() {
    let result = run(["fuzz", "test-query", "--runs", "40", "--max-shrinks", "2"])
    #expect(result.code == 1)
    #expect(
      result.out.hasPrefix(
        "# compare-cli fuzz test-query --compare steps --seed 1: run 0, 6 directives shrunk to "))
    #expect(result.out.contains(" in 2 attempts (the bound: may not be minimal)\n"))
    #expect(result.out.hasSuffix("--runs 40 --max-steps 20 --max-shrinks 2\n"))
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
    let arguments = ["fuzz", "counter", "--runs", "20"]
    #expect(
      run(arguments, terminal: true).out.hasPrefix("\u{1B}[32mPASS\u{1B}[0m counter: 20 runs"))
    #expect(run(arguments + ["--no-color"], terminal: true).out.hasPrefix("PASS counter: 20 runs"))
    #expect(run(arguments).out.hasPrefix("PASS counter: 20 runs"))
  }

  // MARK: - Running

  private struct Result: Equatable {
    var code: Int32
    var out: String
    var err: String
  }

  @MainActor
  private func run(_ arguments: [String], terminal: Bool = false) -> Result {
    let out = OutputBuffer.memory(isTerminal: terminal)
    let err = OutputBuffer.memory()
    let code = CompareCLI.main(
      arguments: arguments, environment: [:], stdout: out, stderr: err,
      pairs: FeaturePair.builtIn + FeaturePair.testPairs + FeaturePair.plantedPairs)
    return Result(code: code, out: out.text, err: err.text)
  }
}
