import Testing

@Suite struct RunCommandTests {
  @Test func anAgreeingRunPrintsTheTableAndPasses() throws {
    let cli = try Executable(files: [
      "agree.txt": """
      feature test-divergent
      # three taps, where both sides still count
      send increment x2
      advance 250ms
      send increment
      expect count 3

      """
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "agree.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            agree.txt: feature test-divergent, comparing steps
              step  line   time  directive       TCA         ReactorKit
                 1     3    0ms  send increment  count=1     count=1
                 2     3    0ms  send increment  count=2     count=2
                 3     4  250ms  advance 250ms   count=2     count=2
                 4     5  250ms  send increment  count=3     count=3
                 5     6  250ms  expect count 3  count=3     count=3
            PASS agree.txt: 5 steps, the engines agree on every step, 1 expect holds

            """, err: ""))
  }

  @Test func aFailingExpectIsReportedAtItsLineAndFails() throws {
    let cli = try Executable(files: [
      "expect.txt": """
      feature test-divergent
      send increment
      expect count 2

      """
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "expect.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            expect.txt: feature test-divergent, comparing steps
              step  line  time  directive       TCA         ReactorKit
                 1     2   0ms  send increment  count=1     count=1
                 2     3   0ms  expect count 2  count=1     count=1
            expect.txt:3:1: error: expect count 2 does not hold: TCA has count=1, ReactorKit has count=1
            FAIL expect.txt: 2 steps, the engines agree on every step, 1 of 1 expects failed

            """, err: ""))
  }

  @Test func aDivergenceIsMarkedAndExplainedFieldByField() throws {
    let cli = try Executable(files: [
      "diverge.txt": """
      feature test-divergent
      send increment x3
      send decrement
      send increment x2
      expect count 4

      """
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "diverge.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            diverge.txt: feature test-divergent, comparing steps
              step  line  time  directive       TCA         ReactorKit
                 1     2   0ms  send increment  count=1     count=1
                 2     2   0ms  send increment  count=2     count=2
                 3     2   0ms  send increment  count=3     count=3
                 4     3   0ms  send decrement  count=2     count=2
                 5     4   0ms  send increment  count=3     count=3
            ≠    6     4   0ms  send increment  count=4     count=3
            ≠    7     5   0ms  expect count 4  count=4     count=3
            first divergence at step 6 (line 4): send increment
                path   TCA  ReactorKit
              ≠ count  4    3
              TCA causes since step 5:
                0ms  .increment
              ReactorKit causes since step 5:
                0ms  .increase → .increaseValue
            diverge.txt:5:1: error: expect count 4 does not hold: TCA has count=4, ReactorKit has count=3
            FAIL diverge.txt: 7 steps, the engines diverge at step 6 (line 4), 1 of 1 expects failed

            """, err: ""))
  }

  @Test func theSameScenarioTwicePrintsTheSameBytes() throws {
    let cli = try Executable(files: ["twice.txt": "feature test-divergent\nsend increment x5\n"])
    defer { cli.remove() }

    try cli.write(
      "async.txt",
      bytes: Array(
        "feature async-counter\nsend increment\nadvance 100ms\nsend decrement x2\nadvance 2s\n"
          .utf8))

    let first = try cli.run(["run", "--compare", "emissions", "twice.txt", "async.txt"])
    let second = try cli.run(["run", "--compare", "emissions", "twice.txt", "async.txt"])
    let firstJSON = try cli.run(["run", "--compare", "emissions", "--format", "json", "async.txt"])
    let secondJSON = try cli.run(["run", "--compare", "emissions", "--format", "json", "async.txt"])

    #expect(first.code == 1)
    #expect(first == second)
    #expect(firstJSON.out.contains(#""cause":".decrementResponse (effect)""#))
    #expect(firstJSON == secondJSON)
  }

  @Test func standardInputIsNamedStdin() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(
      ["run", "--format", "json", "-"], stdin: "feature test-divergent\nsend increment\n")

    #expect(
      result
        == .init(
          code: 0,
          out: """
            {"engine":"tca","kind":"step","step":1,"line":2,"t_ms":0,"directive":"send increment","state":{"count":1}}
            {"engine":"reactorkit","kind":"step","step":1,"line":2,"t_ms":0,"directive":"send increment","state":{"count":1}}
            {"kind":"summary","file":"<stdin>","step":1,"ok":true}

            """, err: ""))
  }

  @Test func severalFilesRunAllAndExitWithTheWorstCode() throws {
    let cli = try Executable(files: [
      "a.txt": "feature test-divergent\nsend increment\n",
      "b.txt": "feature test-divergent\nsend increment x4\n",
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "a.txt", "b.txt"])

    #expect(result.code == 1)
    #expect(result.out.contains("PASS a.txt: 1 step"))
    #expect(result.out.contains("FAIL b.txt: 4 steps, the engines diverge at step 4 (line 2)"))
    #expect(result.out.hasSuffix("\n2 files: 1 passed, 1 failed\n"))
  }
}
