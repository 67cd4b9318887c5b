import Foundation
import Testing

@Suite struct CheckCommandTests {
  @Test func passesRightAfterRecordAndWritesNothing() throws {
    // given
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.makeDirectory("more")
    try cli.write("more/agree.txt", bytes: Array(goldenAgreeScenario.utf8))
    _ = try cli.run(["record", "."])
    let before = try cli.names()

    // when
    let result = try cli.run(["check", "."])

    // then
    #expect(
      result
        == .init(
          code: 0,
          out: """
            PASS ./agree.txt: matches its golden trace (5 steps)
            PASS ./more/agree.txt: matches its golden trace (5 steps)
            checked 2 scenarios: 2 passed, 0 failed, 0 missing, 0 orphaned

            """, err: ""))
    #expect(try cli.names() == before)
  }

  @Test func aChangedGoldenTraceFailsWithTheDiffAndTheFirstChangedStep() throws {
    // given: a golden trace whose third TCA emission was recorded differently
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.write(
      "agree.trace",
      bytes: Array(
        goldenAgreeTrace.replacing(
          "t=250ms count=3 <- .increment\n[reactorkit",
          with: "t=250ms count=4 <- .increment\n[reactorkit"
        ).utf8))

    // when
    let result = try cli.run(["check", "agree.txt"])

    // then
    #expect(
      result
        == .init(
          code: 1,
          out: """
            agree.txt:4:1: error: golden trace differs from step 4 on; if the change is intended, \
            re-record with `compare-cli-testbed record agree.txt`
            --- agree.trace
            +++ agree.trace (replayed)
            @@ -10,7 +10,7 @@
             t=0ms count=0
             t=0ms count=1 <- .increment
             t=0ms count=2 <- .increment
            -t=250ms count=4 <- .increment
            +t=250ms count=3 <- .increment
             [reactorkit steps 5]
             step 1 line 2 t=0ms send increment => count=1
             step 2 line 2 t=0ms send increment => count=2
            FAIL agree.txt: golden trace differs from step 4 on
            checked 1 scenario: 0 passed, 1 failed, 0 missing, 0 orphaned

            """, err: ""))
  }

  @Test func aMissingGoldenTraceNamesTheCommandThatRecordsIt() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }

    let result = try cli.run(["check", "agree.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            agree.txt:1:1: error: no golden trace agree.trace; record it with \
            `compare-cli-testbed record agree.txt`
            FAIL agree.txt: no golden trace
            checked 1 scenario: 0 passed, 0 failed, 1 missing, 0 orphaned

            """, err: ""))
    #expect(try cli.names() == ["agree.txt"])
  }

  @Test func aGoldenTraceWithoutItsScenarioIsAnOrphan() throws {
    let cli = try Executable(files: [
      "agree.txt": goldenAgreeScenario, "gone.trace": goldenAgreeTrace,
    ])
    defer { cli.remove() }
    _ = try cli.run(["record", "agree.txt"])

    let result = try cli.run(["check", "."])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            PASS ./agree.txt: matches its golden trace (5 steps)
            ./gone.trace:1:1: error: golden trace has no scenario ./gone.txt; delete it, or \
            restore the scenario
            FAIL ./gone.trace: orphaned golden trace
            checked 1 scenario: 1 passed, 0 failed, 0 missing, 1 orphaned

            """, err: ""))
  }

  @Test(arguments: [
    (
      "# compare-cli golden trace v2\nfeature test-divergent\n",
      "agree.trace:1:1: error: golden trace format v2 is not supported by this compare-cli (v1); "
        + "re-record with `compare-cli-testbed record agree.txt`"
    ),
    (
      String(goldenAgreeTrace.prefix(200)),
      "agree.trace:6:1: error: golden trace is truncated: line 6 is cut short; "
        + "re-record with `compare-cli-testbed record agree.txt`"
    ),
    (
      String(goldenAgreeTrace.dropLast("[end]\n".count)),
      "agree.trace:25:1: error: golden trace is truncated: the [end] marker is missing; "
        + "re-record with `compare-cli-testbed record agree.txt`"
    ),
  ])
  func anUnreadableGoldenTraceFailsWithItsReason(trace: String, message: String) throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario, "agree.trace": trace])
    defer { cli.remove() }

    let result = try cli.run(["check", "agree.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            \(message)
            FAIL agree.txt: the golden trace cannot be read
            checked 1 scenario: 0 passed, 1 failed, 0 missing, 0 orphaned

            """, err: ""))
  }

  @Test func aScenarioThatDoesNotParseIsAnErrorWithExitCodeTwo() throws {
    let cli = try Executable(files: ["typo.txt": "feature test-divergent\nsend incremnt\n"])
    defer { cli.remove() }

    let result = try cli.run(["check", "typo.txt"])

    #expect(
      result
        == .init(
          code: 2,
          out: """
            typo.txt:2:6: error: unknown action 'incremnt' for feature 'test-divergent'; did you \
            mean 'increment'?
            ERROR typo.txt: the scenario has errors
            checked 1 scenario: 0 passed, 0 failed, 0 missing, 0 orphaned, 1 error

            """, err: ""))
  }

  @Test(arguments: [
    (["check"], "error: missing FILE|DIR"),
    (
      ["check", "-"],
      "error: 'check' needs scenario files on disk: '-' (standard input) has "
        + "no golden trace beside it"
    ),
    (
      ["check", "--report", "xml", "a.txt"],
      "error: unknown report format 'xml'; expected "
        + "junit=PATH, tap[=PATH], github[=PATH] or html=PATH"
    ),
    (
      ["check", "--report", "tap", "--report", "github", "a.txt"],
      "error: --report tap and "
        + "--report github cannot both write to standard output; send one to a file, e.g. "
        + "--report tap=results.tap"
    ),
    (["check", "empty"], "error: no scenario files (*.txt) in empty"),
  ])
  func usageErrorsExitWithTwo(arguments: [String], firstLine: String) throws {
    let cli = try Executable(files: ["a.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.makeDirectory("empty")

    let result = try cli.run(arguments)

    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err.split(separator: "\n").first.map(String.init) == firstLine)
  }
}
