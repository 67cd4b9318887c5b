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
}
