import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct ReportCommandTests {
  @Test func tapTakesStandardOutputAndTheHumanOutputMovesToStandardError() throws {
    // given: one passing scenario and one without a golden trace
    let cli = try Executable(files: [
      "agree.txt": goldenAgreeScenario, "new.txt": goldenAgreeScenario,
    ])
    defer { cli.remove() }
    _ = try cli.run(["record", "agree.txt"])

    // when
    let result = try cli.run(["check", "--report", "tap", "agree.txt", "new.txt"])

    // then
    #expect(
      result
        == .init(
          code: 1,
          out: """
            TAP version 14
            1..2
            ok 1 - agree.txt
            not ok 2 - new.txt
              ---
              message: "no golden trace new.trace; record it with `compare-cli-testbed record new.txt`"
              severity: fail
              at:
                file: "new.txt"
                line: 1
              ...

            """,
          err: """
            PASS agree.txt: matches its golden trace (5 steps)
            new.txt:1:1: error: no golden trace new.trace; record it with \
            `compare-cli-testbed record new.txt`
            FAIL new.txt: no golden trace
            checked 2 scenarios: 1 passed, 0 failed, 1 missing, 0 orphaned

            """))
  }

  @Test func junitGoesToItsFileAndGitHubAnnotationsFollowTheHumanOutput() throws {
    // given
    let cli = try Executable(files: [
      "agree.txt": goldenAgreeScenario, "new.txt": goldenAgreeScenario,
    ])
    defer { cli.remove() }
    _ = try cli.run(["record", "agree.txt"])

    // when
    let result = try cli.run(
      ["check", "--report", "junit=junit.xml", "--report", "github", "agree.txt", "new.txt"])

    // then
    #expect(
      result
        == .init(
          code: 1,
          out: """
            PASS agree.txt: matches its golden trace (5 steps)
            new.txt:1:1: error: no golden trace new.trace; record it with \
            `compare-cli-testbed record new.txt`
            FAIL new.txt: no golden trace
            checked 2 scenarios: 1 passed, 0 failed, 1 missing, 0 orphaned
            ::error file=new.txt,line=1,title=golden trace missing::no golden trace new.trace; \
            record it with `compare-cli-testbed record new.txt`

            """, err: ""))
    let document = try XMLDocument(data: Data(try cli.text("junit.xml").utf8))
    let suite = try #require(
      try document.nodes(forXPath: "/testsuites/testsuite").first
        as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "2")
    #expect(suite.attribute(forName: "failures")?.stringValue == "1")
    #expect(suite.attribute(forName: "errors")?.stringValue == "0")
    #expect(try document.nodes(forXPath: "//testcase[@name='new.txt']/failure").count == 1)
  }

  @Test func aReportInADirectoryThatDoesNotExistIsRefusedBeforeAnythingRuns() throws {
    let cli = try Executable(files: ["agree.txt": goldenAgreeScenario])
    defer { cli.remove() }
    _ = try cli.run(["record", "agree.txt"])

    let result = try cli.run(["check", "--report", "junit=missing/dir/junit.xml", "agree.txt"])

    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(
      result.err.split(separator: "\n").first.map(String.init)
        == "error: --report junit=missing/dir/junit.xml: the directory it would go in does not "
        + "exist")
  }
}
