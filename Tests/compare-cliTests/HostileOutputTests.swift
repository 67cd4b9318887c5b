import Foundation
import Testing

/// Issue 13: what compare-cli prints cannot command a CI runner, and what it writes lands only
/// where it should.
@Suite struct HostileOutputTests {
  // MARK: - Item 3: workflow-command injection

  static let hostileNames = [
    "x\n::warning file=README.md,line=1::y.txt", "::stop-commands::t.txt", " ::error::lead.txt",
    "cr\r::notice::z.txt",
  ]

  /// Every line a GitHub runner would see, split as it splits them (on LF, CR and CRLF).
  static func runnerLines(_ output: Executable.Output) -> [Substring] {
    (output.out + "\n" + output.err).split(whereSeparator: {
      $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    })
  }

  @Test func noOutputLineStartsAWorkflowCommandWhateverTheNames() throws {
    let cli = try Executable()
    defer { cli.remove() }
    for name in Self.hostileNames {
      try cli.write(name, bytes: Array("send increment\nexpect count 2\n".utf8))
    }
    try cli.write("typo.txt", bytes: Array("send incr\u{85}::warning::x\n".utf8))
    try cli.write("ok.txt", bytes: Array("send increment\n".utf8))
    _ = try cli.run(["record", "ok.txt"])
    // A golden trace line with a carriage return inside, shown in the diff.
    let trace = try String(
      contentsOf: cli.directory.appendingPathComponent("ok.trace"), encoding: .utf8)
    try cli.write(
      "ok.trace",
      bytes: Array(trace.replacing("count=1\n[", with: "count=1 \r::warning::d\n[").utf8))

    // Only the report's own lines are commands: one `::error` for each of the 6 failing cases.
    let github = try cli.run(["check", "--report", "github", "."])
    let reported = Self.runnerLines(github).filter(Self.isWorkflowCommand)
    #expect(github.code == 2)
    #expect(reported.count == 6)
    #expect(reported.allSatisfy { $0.hasPrefix("::error file=") })

    let runs: [[String]] =
      [["check", "."], ["check", "--report", "tap", "."]]
      + Self.hostileNames.map { ["run", $0] } + Self.hostileNames.map { ["run", "./" + $0] }
      + Self.hostileNames.map { ["trace", "--engine", "tca", $0] }
      + [["run", "typo.txt"], ["record", "."]]
    for arguments in runs {
      let output = try cli.run(arguments)
      let commands = Self.runnerLines(output).filter(Self.isWorkflowCommand)
      #expect(commands.isEmpty, "compare-cli \(arguments): \(commands)")
    }
  }

  @Test func aNameWithALineBreakIsPrintedEscapedOnOneLine() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.write(Self.hostileNames[0], bytes: Array("send increment\nexpect count 2\n".utf8))

    let result = try cli.run(["run", Self.hostileNames[0]])

    let shown = "x\\n::warning file=README.md,line=1::y.txt"
    #expect(result.code == 1)
    #expect(result.out.hasPrefix("\(shown): feature counter, comparing steps\n"))
    #expect(
      result.out.hasSuffix(
        "\(shown):2:1: error: expect count 2 does not hold: TCA has count=1, ReactorKit has "
          + "count=1\nFAIL \(shown): 2 steps, the engines agree on every step, 1 of 1 expects "
          + "failed\n"))
  }

  @Test func aNameThatStartsWithTwoColonsIsShownWithDotSlash() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.write("::stop-commands::t.txt", bytes: Array("send incremnt\n".utf8))

    let result = try cli.run(["run", "::stop-commands::t.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: "./::stop-commands::t.txt:1:6: error: unknown action 'incremnt' for feature "
            + "'counter'; did you mean 'increment'?\n"))
  }

  private static func isWorkflowCommand(_ line: Substring) -> Bool {
    line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::")
  }

  // MARK: - Item 6: leftovers and clobbering

  @Test func recordRemovesTheTemporaryAKilledRecordLeftBehind() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    let big = [UInt8](repeating: 0x61, count: 1 << 20)
    try cli.write(".ok.trace.tmp-Ab12Cd", bytes: big)
    try cli.write(".ok.trace.tmp-short", bytes: big)
    try cli.write(".other.trace.tmp-Ab12Cd", bytes: big)

    let result = try cli.run(["record", "ok.txt"])

    #expect(result.code == 0)
    #expect(
      try cli.names() == [".ok.trace.tmp-short", ".other.trace.tmp-Ab12Cd", "ok.trace", "ok.txt"])
  }

  @Test(arguments: [
    (
      ["--report", "junit=o.xml", "--report", "tap=./o.xml"],
      "error: two reports would write the same file: 'o.xml' and './o.xml'"
    ),
    (
      ["--report", "junit=sub/../o.xml", "--report", "github=o.xml"],
      "error: two reports would write the same file: 'sub/../o.xml' and 'o.xml'"
    ),
    (
      ["--report", "junit=ok.trace"],
      "error: --report junit=ok.trace would overwrite a golden trace; 'check' never writes "
        + "scenarios or golden traces: name the report, like results.xml"
    ),
    (
      ["--report", "junit=sub/x.trace"],
      "error: --report junit=sub/x.trace would overwrite a golden trace; 'check' never writes "
        + "scenarios or golden traces: name the report, like results.xml"
    ),
    (
      ["--report", "tap=./ok.txt"],
      "error: --report tap=./ok.txt would overwrite a scenario; 'check' never writes "
        + "scenarios or golden traces: name the report, like results.tap"
    ),
    (
      ["--report", "junit=sub/"],
      "error: --report junit=sub/ names a directory; give a file in it, like "
        + "--report junit=sub/results.xml"
    ),
    (
      ["--report", "junit=sub"],
      "error: --report junit=sub names a directory; give a file in it, like "
        + "--report junit=sub/results.xml"
    ),
  ])
  func aReportThatWouldClobberIsAUsageErrorBeforeAnythingRuns(
    options: [String], error: String
  ) throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    try cli.makeDirectory("sub")
    _ = try cli.run(["record", "ok.txt"])
    let before = try cli.names()
    let trace = try Data(contentsOf: cli.directory.appendingPathComponent("ok.trace"))

    let result = try cli.run(["check"] + options + ["ok.txt"])

    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err.split(separator: "\n").first.map(String.init) == error)
    #expect(try cli.names() == before)
    #expect(try Data(contentsOf: cli.directory.appendingPathComponent("ok.trace")) == trace)
  }

  // MARK: - Item 7: links, line ends

  @Test func recordReplacesALinkWithoutTakingItsTargetsMode() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n", "elsewhere": "old\n"])
    defer { cli.remove() }
    let target = cli.directory.appendingPathComponent("elsewhere").path
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("ok.trace").path,
      withDestinationPath: "elsewhere")

    let result = try cli.run(["record", "ok.txt"])

    #expect(result.code == 0)
    let trace = try FileManager.default.attributesOfItem(
      atPath: cli.directory.appendingPathComponent("ok.trace").path)
    #expect(trace[.type] as? FileAttributeType == .typeRegular)
    #expect(trace[.posixPermissions] as? Int == 0o644)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
  }

  @Test func aGoldenTraceWithDoubledCarriageReturnsIsALocatedError() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    _ = try cli.run(["record", "ok.txt"])
    let url = cli.directory.appendingPathComponent("ok.trace")
    let trace = try String(contentsOf: url, encoding: .utf8)
    try cli.write("ok.trace", bytes: Array(trace.replacing("\n", with: "\r\r\n").utf8))

    let result = try cli.run(["check", "ok.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: "ok.trace:1:1: error: golden trace is malformed: line 1 ends with two carriage "
            + "returns (\\r\\r\\n); its line ends were converted twice; re-record with "
            + "`compare-cli-testbed record ok.txt`\nFAIL ok.txt: the golden trace cannot be read\n"
            + "checked 1 scenario: 0 passed, 1 failed, 0 missing, 0 orphaned\n",
          err: ""))
  }

  @Test func crlfLineEndsStillRead() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    _ = try cli.run(["record", "ok.txt"])
    let url = cli.directory.appendingPathComponent("ok.trace")
    let trace = try String(contentsOf: url, encoding: .utf8)
    try cli.write("ok.trace", bytes: Array(trace.replacing("\n", with: "\r\n").utf8))

    #expect(try cli.run(["check", "ok.txt"]).code == 0)
  }
}

// MARK: - Item 8: the environment of the executable under test

@Suite struct ExecutableEnvironmentTests {
  @Test func theChildInheritsTheEnvironmentButNotWhatCompareCLIReads() {
    let inherited = [
      "ASAN_OPTIONS": "detect_leaks=1", "PATH": "/usr/bin", "CI": "true", "NO_COLOR": "1",
      "TERM": "xterm", "COLUMNS": "40",
    ]

    let child = Executable.childEnvironment(inherited: inherited, overrides: ["CI": "1"])

    #expect(
      child == [
        "ASAN_OPTIONS": "detect_leaks=1", "PATH": "/usr/bin", "CI": "1",
        "COMPARE_CLI_RECORD": "never",
      ])
  }
}
