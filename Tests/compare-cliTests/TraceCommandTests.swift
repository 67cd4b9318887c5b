import Testing

@Suite struct TraceCommandTests {
  private static let scenario = """
    feature test-divergent
    send increment x3
    advance 1s
    send increment
    expect count 4

    """

  @Test func eachEngineTracesItsStepsWithoutNamingItself() throws {
    let cli = try Executable(files: ["f.txt": Self.scenario])
    defer { cli.remove() }

    let tca = try cli.run(["trace", "--engine", "tca", "f.txt"])
    let reactorKit = try cli.run(["trace", "--engine", "reactorkit", "f.txt"])

    #expect(
      tca
        == .init(
          code: 0,
          out: """
            step 1 line 2 t=0ms send increment => count=1
            step 2 line 2 t=0ms send increment => count=2
            step 3 line 2 t=0ms send increment => count=3
            step 4 line 3 t=1000ms advance 1s => count=3
            step 5 line 4 t=1000ms send increment => count=4
            step 6 line 5 t=1000ms expect count 4 => count=4

            """, err: ""))
    // The lines differ exactly where the engines do, and the failed expect goes to stderr.
    #expect(
      reactorKit
        == .init(
          code: 1,
          out: """
            step 1 line 2 t=0ms send increment => count=1
            step 2 line 2 t=0ms send increment => count=2
            step 3 line 2 t=0ms send increment => count=3
            step 4 line 3 t=1000ms advance 1s => count=3
            step 5 line 4 t=1000ms send increment => count=3
            step 6 line 5 t=1000ms expect count 4 => count=3

            """,
          err: """
            f.txt:5:1: error: expect count 4 does not hold: ReactorKit has count=3

            """))
  }

  @Test func emissionsTraceEveryStateWithItsTimeInitialFirst() throws {
    let cli = try Executable(files: ["f.txt": Self.scenario])
    defer { cli.remove() }

    let result = try cli.run(["trace", "--engine", "tca", "--compare", "emissions", "f.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            t=0ms count=0
            t=0ms count=1
            t=0ms count=2
            t=0ms count=3
            t=1000ms count=4

            """, err: ""))
  }

  @Test func theTimelineKeepsTheLastStateOfEachInstant() throws {
    let cli = try Executable(files: ["f.txt": Self.scenario])
    defer { cli.remove() }

    let result = try cli.run(["trace", "--engine", "reactorkit", "--compare", "timeline", "f.txt"])

    // ReactorKit's fourth increment is capped, so 1000 ms repeats 3 and folds away.
    #expect(result.out == "t=0ms count=3\n")
    #expect(result.code == 1)
  }

  @Test func jsonTracesCarryTheEngineAndItsCauses() throws {
    let cli = try Executable(files: ["f.txt": "feature test-divergent\nsend increment\n"])
    defer { cli.remove() }

    let result = try cli.run([
      "trace", "--engine", "reactorkit", "--compare", "emissions", "--format", "json", "f.txt",
    ])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            {"engine":"reactorkit","kind":"emission","step":0,"t_ms":0,"state":{"count":0}}
            {"engine":"reactorkit","kind":"emission","step":1,"line":2,"t_ms":0,"directive":"send increment","cause":".increase → .increaseValue","state":{"count":1}}

            """, err: ""))
  }

  @Test func theEngineIsRequired() throws {
    let cli = try Executable(files: [:])
    defer { cli.remove() }

    let result = try cli.run(["trace", "f.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: """
            error: missing '--engine tca|reactorkit'
            usage: compare-cli-testbed trace --engine tca|reactorkit [--format text|json] \
            [--compare steps|timeline|emissions] [--fields NAME,...] [--no-color] FILE
            see 'compare-cli-testbed trace --help'

            """))
  }
}
