import Testing

/// Every message that names the program names it as invoked (SPEC §6, v3): a user's own
/// executable is not `compare-cli`.
@Suite struct ProgramNameTests {
  @Test(arguments: [Executable.compareCLI, Executable.testbed])
  func versionNamesTheProgramAsInvoked(program: String) throws {
    let cli = try Executable(program: program)
    defer { cli.remove() }

    let result = try cli.run(["--version"])

    #expect(result == .init(code: 0, out: "\(program) 0.2.0\n", err: ""))
  }

  @Test func aMissingGoldenTraceSaysToRecordWithTheProgramAsInvoked() throws {
    let cli = try Executable(files: ["a.txt": "send increment\n"])
    defer { cli.remove() }

    let result = try cli.run(["check", "a.txt"])

    #expect(result.code == 1)
    #expect(
      result.out.hasPrefix(
        "a.txt:1:1: error: no golden trace a.trace; record it with `compare-cli-testbed record a.txt`\n"
      ))
  }

  @Test func aUsageErrorPointsAtTheProgramsOwnHelp() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(["sned"])

    #expect(
      result.err
        == """
        error: unknown command 'sned'
        usage: compare-cli-testbed COMMAND [OPTION]... [FILE]...
        see 'compare-cli-testbed --help'

        """)
  }
}
