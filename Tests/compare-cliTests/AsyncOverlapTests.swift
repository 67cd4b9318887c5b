import Testing

/// The async counter with two overlapping taps, at each comparison level: TCA commits one state
/// per batch while ReactorKit emits one per mutation, so the steps and the timeline agree and
/// only the emissions differ.
@Suite struct AsyncOverlapTests {
  private static let scenario = """
    # Two quick taps on the async counter.
    feature async-counter

    send increment
    advance 100ms
    send increment
    advance 1s
    expect count 2
    expect isLoading false
    expect alert "Increased!"

    """

  @Test func stepsAgree() throws {
    let cli = try Executable(files: ["overlap.txt": Self.scenario])
    defer { cli.remove() }

    let result = try cli.run(["run", "overlap.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            overlap.txt: feature async-counter, comparing steps
              step  line    time  directive                  TCA                                             ReactorKit
                 1     4     0ms  send increment             count=0 isLoading=true alert=none               count=0 isLoading=true alert=none
                 2     5   100ms  advance 100ms              count=0 isLoading=true alert=none               count=0 isLoading=true alert=none
                 3     6   100ms  send increment             count=0 isLoading=true alert=none               count=0 isLoading=true alert=none
                 4     7  1100ms  advance 1s                 count=2 isLoading=false alert="Increased!"      count=2 isLoading=false alert="Increased!"
                 5     8  1100ms  expect count 2             count=2 isLoading=false alert="Increased!"      count=2 isLoading=false alert="Increased!"
                 6     9  1100ms  expect isLoading false     count=2 isLoading=false alert="Increased!"      count=2 isLoading=false alert="Increased!"
                 7    10  1100ms  expect alert "Increased!"  count=2 isLoading=false alert="Increased!"      count=2 isLoading=false alert="Increased!"
            PASS overlap.txt: 7 steps, the engines agree on every step, 3 expects hold

            """, err: ""))
  }

  @Test func theTimelineAgrees() throws {
    let cli = try Executable(files: ["overlap.txt": Self.scenario])
    defer { cli.remove() }

    let result = try cli.run(["run", "--compare", "timeline", "overlap.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            overlap.txt: feature async-counter, comparing timeline
              step  line    time  directive                  TCA                                             ReactorKit
                 1     4     0ms  send increment             count=0 isLoading=true alert=none               count=0 isLoading=true alert=none
                 4     7   500ms  advance 1s                 count=1 isLoading=false alert="Increased!"      count=1 isLoading=false alert="Increased!"
                 4     7   600ms  advance 1s                 count=2 isLoading=false alert="Increased!"      count=2 isLoading=false alert="Increased!"
            PASS overlap.txt: 7 steps, the engines agree on the timeline (3 entries), 3 expects hold

            """, err: ""))
  }

  @Test func emissionsShowReactorKitsPerMutationStatesAsADivergence() throws {
    let cli = try Executable(files: ["overlap.txt": Self.scenario])
    defer { cli.remove() }

    let result = try cli.run(["run", "--compare", "emissions", "overlap.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            overlap.txt: feature async-counter, comparing emissions
              step  line    time  directive                  TCA                                             ReactorKit
                 0     -     0ms  (initial)                  count=0 isLoading=false alert=none              count=0 isLoading=false alert=none
                 1     4     0ms  send increment             count=0 isLoading=true alert=none               count=0 isLoading=true alert=none
                 3     6   100ms  send increment             count=0 isLoading=true alert=none               count=0 isLoading=true alert=none
            ≠    4     7   500ms  advance 1s                 count=1 isLoading=false alert="Increased!"      count=1 isLoading=true alert=none
            ≠    4     7   600ms  advance 1s                 count=2 isLoading=false alert="Increased!"      (at 500ms) count=1 isLoading=false alert=none
            ≠    4     7   500ms  advance 1s                 —                                               count=1 isLoading=false alert="Increased!"
            ≠    4     7   600ms  advance 1s                 —                                               count=2 isLoading=false alert="Increased!"
            ≠    4     7   600ms  advance 1s                 —                                               count=2 isLoading=false alert="Increased!"
            ≠    4     7   600ms  advance 1s                 —                                               count=2 isLoading=false alert="Increased!"
            first divergence at emission 4 (step 4, line 7): advance 1s
                path       TCA           ReactorKit
              ≠ isLoading  false         true
              ≠ alert      "Increased!"  none
              TCA causes since step 3:
                500ms  .incrementResponse (effect)
                600ms  .incrementResponse (effect)
              ReactorKit causes since step 3:
                500ms  .increaseValue (scheduled)
                500ms  .setLoading(false) (scheduled)
                500ms  .setAlertMessage("Increased!") (scheduled)
                600ms  .increaseValue (scheduled)
                600ms  .setLoading(false) (scheduled)
                600ms  .setAlertMessage("Increased!") (scheduled)
            FAIL overlap.txt: 7 steps, the engines diverge at step 4 (line 7) on the emissions, 3 expects hold

            """, err: ""))
  }

  @Test(arguments: ["steps", "timeline", "emissions"])
  func theTwoTracesAreEqualExactlyWhenTheEnginesAgree(level: String) throws {
    let cli = try Executable(files: ["overlap.txt": Self.scenario])
    defer { cli.remove() }

    let tca = try cli.run(["trace", "--engine", "tca", "--compare", level, "overlap.txt"])
    let reactorKit = try cli.run([
      "trace", "--engine", "reactorkit", "--compare", level, "overlap.txt",
    ])
    let run = try cli.run(["run", "--compare", level, "overlap.txt"])

    #expect(tca.code == 0 && reactorKit.code == 0)
    #expect((tca.out == reactorKit.out) == (run.code == 0))
    #expect(run.code == (level == "emissions" ? 1 : 0))
  }

  @Test func reactorKitsEmissionsTraceEveryMutationState() throws {
    let cli = try Executable(files: ["overlap.txt": Self.scenario])
    defer { cli.remove() }

    let result = try cli.run([
      "trace", "--engine", "reactorkit", "--compare", "emissions", "overlap.txt",
    ])

    // The rows recorded from the real ReactorKit and RxSwift with the seed's reactor.
    #expect(
      result
        == .init(
          code: 0,
          out: """
            t=0ms count=0 isLoading=false alert=none
            t=0ms count=0 isLoading=true alert=none
            t=100ms count=0 isLoading=true alert=none
            t=500ms count=1 isLoading=true alert=none
            t=500ms count=1 isLoading=false alert=none
            t=500ms count=1 isLoading=false alert="Increased!"
            t=600ms count=2 isLoading=false alert="Increased!"
            t=600ms count=2 isLoading=false alert="Increased!"
            t=600ms count=2 isLoading=false alert="Increased!"

            """, err: ""))
  }
}
