import Foundation
import Testing

@Suite struct FuzzCommandTests {
  @Test func theShippedExecutableFindsReactorKitsPerMutationStatesAndShrinksThem() throws {
    // given
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }

    // when
    let result = try cli.run(["fuzz", "async-counter", "--compare", "emissions", "--runs", "100"])

    // then: the scenario file first, no progress line into a pipe, exit 1
    #expect(result.code == 1)
    #expect(
      result.out.hasPrefix(
        """
        # compare-cli fuzz async-counter --compare emissions --seed 1: run 1, 19 directives shrunk to 2 in 15 attempts
        feature async-counter

        send increment
        advance 500ms

        async-counter-7c18effccc898912.txt: feature async-counter, comparing emissions

        """))
    #expect(result.err == "")
  }

  @Test func agreementExitsZeroAndAUsageErrorTwo() throws {
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }

    let agree = try cli.run(["fuzz", "dashboard", "--runs", "100"])
    let unknown = try cli.run(["fuzz", "dashbord"])

    #expect(agree.code == 0)
    #expect(agree.out.hasPrefix("PASS dashboard: 100 runs, the engines agree at steps"))
    #expect(unknown.code == 2)
    #expect(unknown.out == "")
    #expect(unknown.err.hasPrefix("error: no feature 'dashbord'; did you mean 'dashboard'?\n"))
  }

  @Test func aUsersOwnExecutableFuzzesItsOwnPairs() throws {
    // given: the testbed, a user's executable in miniature with pairs of its own
    let cli = try Executable()
    defer { cli.remove() }

    // when
    let result = try cli.run(["fuzz", "test-todos", "--runs", "300"])

    // then: toggleAll stops at the second todo, so three todos are the fewest that show it;
    // the reproduce line names the program as invoked
    #expect(result.code == 1)
    #expect(
      result.out.hasPrefix(
        """
        # compare-cli-testbed fuzz test-todos --compare steps --seed 1: run 34, 4 directives shrunk to 2 in 21 attempts
        feature test-todos

        send add "" x3
        send toggleAll

        """))
    #expect(result.out.contains("\n  ≠ todos[2].done  true  false\n"))
  }
}
