import Foundation
import Testing

/// Record modes, as swift-snapshot-testing's `record: .never/.missing/.failed/.all` (and its
/// `SNAPSHOT_TESTING_RECORD` variable): what a failing `check` writes, never anything on CI.
@Suite struct RecordModeTests {
  @Test func byDefaultAChangedGoldenTraceGetsTheReplayBesideItForReview() throws {
    // given
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.write("agree.trace", bytes: Array(changedAgreeTrace.utf8))

    // when: no mode set (the test harness sets never unless asked, so unset it)
    let result = try cli.run(["check", "agree.txt"], environment: ["COMPARE_CLI_RECORD": ""])

    // then: the golden trace is untouched, the replay waits beside it, and check still fails
    #expect(result.code == 1)
    #expect(
      result.out.hasSuffix(
        """
        FAIL agree.txt: golden trace differs from step 4 on
        wrote agree.trace.new; accept or reject it with `compare-cli-testbed review`
        checked 1 scenario: 0 passed, 1 failed, 0 missing, 0 orphaned

        """), "\(result)")
    #expect(try cli.text("agree.trace") == changedAgreeTrace)
    #expect(try cli.text("agree.trace.new") == goldenAgreeTrace)
  }

  @Test func onCIEveryModeIsNeverAndSaysSo() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.write("agree.trace", bytes: Array(changedAgreeTrace.utf8))

    let result = try cli.run(
      ["check", "--record", "all", "agree.txt"], environment: ["CI": "true"])

    #expect(result.code == 1)
    #expect(result.err == "note: CI is set (CI=true), so check records nothing; 'all' is ignored\n")
    #expect(try cli.names() == ["agree.trace", "agree.txt"])
    #expect(try cli.text("agree.trace") == changedAgreeTrace)
  }

  @Test func missingRecordsAMissingGoldenTraceAndStillFails() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }

    let first = try cli.run(["check", "agree.txt"], environment: ["COMPARE_CLI_RECORD": "missing"])
    let second = try cli.run(["check", "agree.txt"])

    #expect(first.code == 1)
    #expect(
      first.out.contains(
        "FAIL agree.txt: no golden trace\n"
          + "recorded agree.trace (record mode missing); check again to see it pass\n"))
    #expect(try cli.text("agree.trace") == goldenAgreeTrace)
    #expect(second.code == 0)
  }

  @Test func failedRecordsOverAChangedGoldenTraceAndTheOptionWinsOverTheVariable() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.write("agree.trace", bytes: Array(changedAgreeTrace.utf8))

    let result = try cli.run(
      ["check", "--record", "failed", "agree.txt"], environment: ["COMPARE_CLI_RECORD": "never"])

    #expect(result.code == 1)
    #expect(try cli.text("agree.trace") == goldenAgreeTrace)
    #expect(try cli.names() == ["agree.trace", "agree.txt"])
  }

  @Test func aPassRemovesAStaleChangeAndNeverWritesNothing() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    try cli.write("agree.trace", bytes: Array(goldenAgreeTrace.utf8))
    try cli.write("agree.trace.new", bytes: Array(changedAgreeTrace.utf8))

    let never = try cli.run(["check", "agree.txt"])
    #expect(try cli.names() == ["agree.trace", "agree.trace.new", "agree.txt"])
    let missing = try cli.run(["check", "--record", "missing", "agree.txt"])

    #expect(never.code == 0)
    #expect(missing.code == 0)
    #expect(
      missing.out.contains(
        "removed agree.trace.new: the scenario matches its golden trace again\n"))
    #expect(try cli.names() == ["agree.trace", "agree.txt"])
  }

  @Test func anUnknownModeIsAUsageError() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }

    let variable = try cli.run(["check", "."], environment: ["COMPARE_CLI_RECORD": "sometimes"])
    let option = try cli.run(["check", "--record", "misssing", "."])

    #expect(variable.code == 2)
    #expect(
      variable.err.hasPrefix(
        "error: invalid COMPARE_CLI_RECORD 'sometimes'; expected one of 'never', 'missing', "
          + "'failed', 'all'\n"))
    #expect(option.code == 2)
    #expect(option.err.contains("did you mean 'missing'?"))
  }
}

/// `review`, as insta's `cargo insta review`: each pending change shown as a diff, then
/// accepted (it replaces the golden trace) or rejected (it is deleted).
@Suite struct ReviewCommandTests {
  @Test func withoutATerminalTheChangesAreShownAndKept() throws {
    let cli = try pendingChanges()
    defer { cli.remove() }

    let result = try cli.run(["review"])

    #expect(result.code == 1)
    #expect(
      result.out == """
        [1/2] ./a/agree.trace (pending: ./a/agree.trace.new)
        --- ./a/agree.trace
        +++ ./a/agree.trace.new
        @@ -10,7 +10,7 @@
         t=0ms count=0
         t=0ms count=1 <- .increment
         t=0ms count=2 <- .increment
        -t=250ms count=4 <- .increment
        +t=250ms count=3 <- .increment
         [reactorkit steps 5]
         step 1 line 2 t=0ms send increment => count=1
         step 2 line 2 t=0ms send increment => count=2
        [2/2] ./b/agree.trace (new golden trace: ./b/agree.trace.new)
        --- ./b/agree.trace
        +++ ./b/agree.trace.new
        @@ -0,0 +1,\(goldenAgreeTrace.split(separator: "\n").count) @@
        \(goldenAgreeTrace.split(separator: "\n").map { "+" + $0 }.joined(separator: "\n"))
        reviewed 2 changes: 0 accepted, 0 rejected, 2 left pending
        not a terminal: pass --accept-all or --reject-all to decide, or run 'compare-cli-testbed review' on a terminal

        """)
    #expect(try cli.names() == ["a", "b"])
    #expect(try cli.text("a/agree.trace.new") == goldenAgreeTrace)
  }

  @Test func acceptAllReplacesEachGoldenTrace() throws {
    let cli = try pendingChanges()
    defer { cli.remove() }

    let result = try cli.run(["review", "--accept-all", "."])

    #expect(result.code == 0)
    #expect(
      result.out.hasSuffix(
        """
        accepted ./b/agree.trace
        reviewed 2 changes: 2 accepted, 0 rejected, 0 left pending

        """))
    #expect(try cli.text("a/agree.trace") == goldenAgreeTrace)
    #expect(try cli.text("b/agree.trace") == goldenAgreeTrace)
    #expect(try cli.run(["check", "."]).code == 0)
  }

  @Test func rejectAllDeletesEachChangeAndKeepsTheGoldenTraces() throws {
    let cli = try pendingChanges()
    defer { cli.remove() }

    let result = try cli.run(["review", "--reject-all", "a"])

    #expect(result.code == 0)
    #expect(result.out.hasSuffix("reviewed 1 change: 0 accepted, 1 rejected, 0 left pending\n"))
    #expect(try cli.text("a/agree.trace") == changedAgreeTrace)
    #expect(!FileManager.default.fileExists(atPath: cli.path("a/agree.trace.new")))
    #expect(FileManager.default.fileExists(atPath: cli.path("b/agree.trace.new")))
  }

  @Test func onATerminalEachChangeIsDecidedByOneKey() throws {
    // given: two changes, and the command on a pseudo-terminal
    let cli = try pendingChanges()
    defer { cli.remove() }
    let terminal = try PseudoTerminal()

    // when: a (accept) for the first, an unknown key and then r (reject) for the second
    let session = try terminal.run(
      try Executable.path(of: Executable.testbed), ["review"], in: cli,
      environment: ["NO_COLOR": "1"])
    try session.read(until: "[1/2] ./a/agree.trace")
    try session.read(until: "accept (a), reject (r), skip (s), quit (q)? ")
    try session.type("a")
    try session.read(until: "accept (a), reject (r), skip (s), quit (q)? ")
    try session.type("xr")
    let rest = try session.finish()

    // then: keys are not echoed, and each decision is printed as it is made
    #expect(session.code == 0)
    #expect(
      rest == """

        rejected ./b/agree.trace.new
        reviewed 2 changes: 1 accepted, 1 rejected, 0 left pending

        """)
    #expect(session.transcript.contains("q)? \naccepted ./a/agree.trace\n[2/2] ./b/agree.trace"))
    #expect(try cli.text("a/agree.trace") == goldenAgreeTrace)
    #expect(try cli.names() == ["a", "b"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("b")) == ["agree.txt"])
  }

  @Test func noPendingChangeIsASuccess() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }

    #expect(
      try cli.run(["review", "--accept-all"])
        == .init(code: 0, out: "no pending golden-trace changes in .\n", err: ""))
  }

  /// `a/`: a golden trace that differs, with the replay pending beside it; `b/`: a new
  /// golden trace pending where there was none. Both written by `check` itself.
  private func pendingChanges() throws -> Executable {
    let cli = try Executable()
    for name in ["a", "b"] {
      try cli.makeDirectory(name)
      try cli.write("\(name)/agree.txt", bytes: Array(goldenAgreeScenario.utf8))
    }
    try cli.write("a/agree.trace", bytes: Array(changedAgreeTrace.utf8))
    let checked = try cli.run(["check", "."], environment: ["COMPARE_CLI_RECORD": "missing"])
    #expect(checked.code == 1)
    // NB: check records a missing golden trace itself; for a pending new one, move it aside.
    try FileManager.default.moveItem(
      atPath: cli.path("b/agree.trace"), toPath: cli.path("b/agree.trace.new"))
    return cli
  }
}

/// The agreeing scenario's golden trace with its third TCA emission recorded differently.
private let changedAgreeTrace = goldenAgreeTrace.replacing(
  "t=250ms count=3 <- .increment\n[reactorkit", with: "t=250ms count=4 <- .increment\n[reactorkit")

extension Executable {
  /// The path of a file in the directory.
  func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
