import Foundation
import Testing

@Suite struct RecordCommandTests {
  @Test func writesEachGoldenTraceBesideItsScenario() throws {
    // given
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }

    // when
    let result = try cli.run(["record", "agree.txt"])

    // then
    #expect(
      result
        == .init(
          code: 0,
          out: """
            wrote agree.trace (5 steps, emissions: tca 4, reactorkit 4)
            recorded 1 scenario: 1 written, 0 unchanged

            """, err: ""))
    #expect(try cli.text("agree.trace") == goldenAgreeTrace)
  }

  @Test func leavesAnUpToDateGoldenTraceAlone() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    _ = try cli.run(["record", "agree.txt"])

    let result = try cli.run(["record", "."])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            unchanged ./agree.trace (5 steps, emissions: tca 4, reactorkit 4)
            recorded 1 scenario: 0 written, 1 unchanged

            """, err: ""))
  }

  @Test func removesAKilledWritersTemporaryEvenWhenTheTraceIsUnchanged() throws {
    // given: an up-to-date trace, and the temporary a writer killed mid-write left beside it
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    _ = try cli.run(["record", "agree.txt"])
    try cli.write(".agree.trace.tmp-Kx81qZ", bytes: Array("half a tr".utf8))

    // when
    let result = try cli.run(["record", "agree.txt"])

    // then: nothing is written, and the temporary is gone
    #expect(result.out.hasPrefix("unchanged agree.trace"))
    let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
    #expect(names == ["agree.trace", "agree.txt"])
  }

  @Test(arguments: ["true", "1"])
  func refusesWhereCIIsSetUnlessForced(ci: String) throws {
    // given
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    let environment = ["CI": ci]

    // when
    let refused = try cli.run(["record", "agree.txt"], environment: environment)

    // then: nothing is written
    #expect(
      refused
        == .init(
          code: 2, out: "",
          err: """
            error: refusing to record golden traces where CI is set (CI=\(ci)): CI should run \
            'compare-cli-testbed check'; pass --force to record anyway

            """))
    #expect(try cli.names() == ["agree.txt"])

    // and with --force it records
    let forced = try cli.run(["record", "--force", "agree.txt"], environment: environment)
    #expect(forced.code == 0)
    #expect(try cli.text("agree.trace") == goldenAgreeTrace)
  }

  @Test func anEmptyCIVariableDoesNotCount() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }

    let result = try cli.run(
      ["record", "agree.txt"], environment: ["CI": ""])

    #expect(result.code == 0)
  }

  @Test func aScenarioThatDoesNotParseIsNotRecordedButTheOthersAre() throws {
    // given
    let cli = try Executable(files: [
      "agree.txt": goldenAgreeScenario,
      "typo.txt": "feature test-divergent\nsend incremnt\n",
    ])
    defer { cli.remove() }

    // when
    let result = try cli.run(["record", "typo.txt", "agree.txt"])

    // then
    #expect(
      result
        == .init(
          code: 2,
          out: """
            wrote agree.trace (5 steps, emissions: tca 4, reactorkit 4)
            recorded 2 scenarios: 1 written, 0 unchanged, 1 not recorded

            """,
          err: """
            typo.txt:2:6: error: unknown action 'incremnt' for feature 'test-divergent'; did you \
            mean 'increment'?

            """))
    #expect(try cli.names() == ["agree.trace", "agree.txt", "typo.txt"])
  }

  @Test func aScenarioWhoseExpectFailsIsNotRecorded() throws {
    let cli = try Executable(files: [
      "wrong.txt": "feature test-divergent\nsend increment\nexpect count 2\n"
    ])
    defer { cli.remove() }

    let result = try cli.run(["record", "wrong.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            recorded 1 scenario: 0 written, 0 unchanged, 1 not recorded

            """,
          err: """
            wrong.txt:3:1: error: expect count 2 does not hold: TCA has count=1, \
            ReactorKit has count=1
            error: not recording wrong.trace: the scenario's expects must hold

            """))
    #expect(try cli.names() == ["wrong.txt"])
  }

  @Test func aFailedWriteLeavesWhatWasThereAndNoTemporary() throws {
    // given: the golden trace's place is taken by a directory that rename(2) cannot replace
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.makeDirectory("agree.trace")
    try cli.write("agree.trace/keep", bytes: Array("old\n".utf8))

    // when
    let result = try cli.run(["record", "agree.txt"])

    // then
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: cannot write agree.trace: "))
    #expect(try cli.names() == ["agree.trace", "agree.txt"])
    #expect(try cli.text("agree.trace/keep") == "old\n")
  }

  @Test(arguments: [
    (["record"], "error: missing FILE|DIR"),
    (
      ["record", "-"],
      "error: 'record' needs scenario files on disk: '-' (standard input) has "
        + "no golden trace beside it"
    ),
    (["record", "nope"], "error: cannot read nope: No such file or directory"),
  ])
  func usageErrorsExitWithTwo(arguments: [String], firstLine: String) throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(arguments)

    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err.split(separator: "\n").first.map(String.init) == firstLine)
  }
}

// MARK: - Fixtures

/// A scenario on which both sides of `test-divergent` agree.
let goldenAgreeScenario = """
  feature test-divergent
  send increment x2
  advance 250ms
  send increment
  expect count 3

  """

/// The golden trace `record` writes for `goldenAgreeScenario`.
let goldenAgreeTrace = """
  # compare-cli golden trace v1
  feature test-divergent
  [tca steps 5]
  step 1 line 2 t=0ms send increment => count=1
  step 2 line 2 t=0ms send increment => count=2
  step 3 line 3 t=250ms advance 250ms => count=2
  step 4 line 4 t=250ms send increment => count=3
  step 5 line 5 t=250ms expect count 3 => count=3
  [tca emissions 4]
  t=0ms count=0
  t=0ms count=1 <- .increment
  t=0ms count=2 <- .increment
  t=250ms count=3 <- .increment
  [reactorkit steps 5]
  step 1 line 2 t=0ms send increment => count=1
  step 2 line 2 t=0ms send increment => count=2
  step 3 line 3 t=250ms advance 250ms => count=2
  step 4 line 4 t=250ms send increment => count=3
  step 5 line 5 t=250ms expect count 3 => count=3
  [reactorkit emissions 4]
  t=0ms count=0
  t=0ms count=1 <- .increase → .increaseValue
  t=0ms count=2 <- .increase → .increaseValue
  t=250ms count=3 <- .increase → .increaseValue
  [end]

  """

extension Executable {
  /// The text of a file in the directory.
  func text(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  /// The names in the directory, sorted, hidden ones included.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }
}
