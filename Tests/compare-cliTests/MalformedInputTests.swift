import Testing

@Suite struct MalformedInputTests {
  @Test(arguments: [
    (
      "feature test-divergent\nsend incremnt\n",
      "bad.txt:2:6: error: unknown action 'incremnt' for feature 'test-divergent'; "
        + "did you mean 'increment'?\n"
    ),
    (
      "feature test-divergent\nsned increment\n",
      "bad.txt:2:1: error: unknown directive 'sned'; did you mean 'send'?\n"
    ),
    (
      "feature test-todos\nsend add 3\nexpect todo[0].done true\n",
      "bad.txt:2:10: error: action 'add' needs a String payload, like \"text\"; '3' is an integer\n"
        + "bad.txt:3:8: error: unknown field 'todo' for feature 'test-todos'; "
        + "did you mean 'todos'?\n"
    ),
    (
      "feature test-divergent\nsend increment x1000001\n",
      "bad.txt:2:16: error: 'x1000001' is out of range; repeat counts go from x1 to x1000000\n"
    ),
  ])
  func parseErrorsAreReportedWithTheirLocationAndNothingRuns(
    scenario: String, errors: String
  ) throws {
    let cli = try Executable(files: [:])
    defer { cli.remove() }
    try cli.write("bad.txt", bytes: Array(scenario.utf8))

    let result = try cli.run(["run", "bad.txt"])

    #expect(result == .init(code: 2, out: "", err: errors))
  }

  @Test func invalidUTF8IsReportedAtItsByte() throws {
    let cli = try Executable(files: [:])
    defer { cli.remove() }
    try cli.write("bad.txt", bytes: Array("feature test-divergent\n".utf8) + [0xFF, 0x0A])

    let result = try cli.run(["trace", "--engine", "reactorkit", "bad.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: """
            bad.txt:2:1: error: invalid UTF-8 byte 0xFF; a scenario must be UTF-8 text

            """))
  }

  @Test func aParseErrorInOneFileRunsNoFileAndReportsEveryError() throws {
    let cli = try Executable(files: [
      "good.txt": "feature test-divergent\nsend increment\n",
      "bad.txt": "feature test-divergent\nsend incremnt\n",
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "good.txt", "bad.txt", "gone.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: """
            bad.txt:2:6: error: unknown action 'incremnt' for feature 'test-divergent'; did you mean 'increment'?
            gone.txt: error: no such file; check the path

            """))
  }

  @Test func aDirectoryIsAnInputError() throws {
    let cli = try Executable(files: [:])
    defer { cli.remove() }
    try cli.makeDirectory("dir.txt")

    let result = try cli.run(["trace", "--engine", "tca", "dir.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: """
            dir.txt: error: is a directory; give a scenario file (*.txt)

            """))
  }

  @Test func aMisspeltOptionSuggestsTheRightOne() throws {
    let cli = try Executable(files: [:])
    defer { cli.remove() }

    let result = try cli.run(["run", "--fromat", "json", "a.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: """
            error: unknown option '--fromat'; did you mean '--format'?
            usage: compare-cli-testbed run [--format text|json|html] [--compare steps|timeline|emissions] [--fields NAME,...] [--lifetimes] [--no-color] FILE...
            see 'compare-cli-testbed run --help'

            """))
  }
}
