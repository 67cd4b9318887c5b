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
        # compare-cli fuzz async-counter --compare emissions --seed 1: run 1, 19 directives shrunk to 2 in 19 attempts
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
        # compare-cli-testbed fuzz test-todos --compare steps --seed 1: run 34, 4 directives shrunk to 2 in 30 attempts
        feature test-todos

        send add "" x3
        send toggleAll

        """))
    #expect(result.out.contains("\n  ≠ todos[2].done  true  false\n"))
  }

  @Test func jobsInWorkerProcessesPrintTheSameBytesAsOneProcess() throws {
    // libFuzzer's -jobs spreads one campaign over processes; here the same seed and run count
    // must print the same bytes however many workers check the scenarios.
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }
    let arguments = ["fuzz", "async-counter", "--compare", "emissions", "--runs", "300"]
    let one = try cli.run(arguments + ["--seed", "9", "--jobs", "1"])
    let two = try cli.run(arguments + ["--seed", "9", "--jobs", "2"])
    let three = try cli.run(arguments + ["--seed", "9", "--jobs", "3"])
    #expect(one.code == 1)
    #expect(one.out.contains("\nsend increment\nadvance 500ms\n"))
    #expect(two.out == one.out)
    #expect(three.out == one.out)
    #expect(two.err == "")
  }

  @Test func shardsSavedOnTwoMachinesMergeIntoOneReport() throws {
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }
    let arguments = ["fuzz", "async-counter", "--compare", "emissions", "--runs", "200"]
    let first = try cli.run(arguments + ["--shard", "1/2", "--save", "shard-1"])
    let second = try cli.run(arguments + ["--shard", "2/2", "--save", "shard-2"])
    #expect(first.code == 1)
    #expect(second.code == 1)
    #expect(first.out.hasSuffix("--runs 200 --max-steps 20 --shard 1/2\n"))
    let merged = try cli.run(["fuzz", "--merge", "shard-1", "shard-2", "--compare", "emissions"])
    #expect(merged.code == 1)
    #expect(merged.out.hasPrefix("# compare-cli fuzz --merge: shard-1/async-counter-"))
    #expect(
      merged.out.hasSuffix(
        """
        FAIL async-counter: 1 kind of divergence at emissions in 2 saved findings (1 raw finding)
        merged 2 saved findings from shard-1 shard-2

        """))
  }

  @Test func aCorpusFolderIsWrittenMinimisedAndReadBack() throws {
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }
    let first = try cli.run(["fuzz", "dashboard", "--runs", "300", "--corpus", "corpus"])
    let files = try FileManager.default.contentsOfDirectory(
      atPath: cli.directory.appendingPathComponent("corpus").path)
    #expect(first.code == 0)
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { $0.hasPrefix("dashboard-") && $0.hasSuffix(".txt") })
    // NB: every entry is a scenario file `run` replays.
    let replay = try cli.run(["run", "corpus/" + files.sorted()[0]])
    #expect(replay.code == 0)
    let again = try cli.run(["fuzz", "dashboard", "--runs", "300", "--corpus", "corpus"])
    #expect(again.code == 0)
  }
}
