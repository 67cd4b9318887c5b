import Foundation
import Testing

/// `check --report html=PATH`: one page of every scenario checked, failing ones first.
@Suite struct CheckHTMLReportTests {
  @Test func writesOnePageOfEveryScenarioFailingFirst() throws {
    // given: one scenario with its golden trace, one without
    let cli = try Executable(
      files: [
        "a-recorded.txt": "feature counter\nsend increment\n",
        "b-unrecorded.txt": "feature counter\nsend decrement\n",
      ], program: Executable.compareCLI)
    defer { cli.remove() }
    #expect(try cli.run(["record", "a-recorded.txt"]).code == 0)

    // when
    let result = try cli.run(
      ["check", "--report", "html=report.html", "a-recorded.txt", "b-unrecorded.txt"])

    // then
    #expect(result.code == 1)
    let page = try String(
      contentsOf: cli.directory.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(page.contains("2 scenarios, 1 failing."))
    let failing = try #require(page.range(of: "FAIL</span> b-unrecorded.txt</h2>"))
    let passing = try #require(page.range(of: "PASS</span> a-recorded.txt</h2>"))
    #expect(failing.lowerBound < passing.lowerBound)
    #expect(page.contains("FAIL b-unrecorded.txt: no golden trace"))
    #expect(page.components(separatedBy: "<g class=\"marks\" data-lane=").count - 1 == 4)
    let left = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
    #expect(
      left.sorted() == ["a-recorded.trace", "a-recorded.txt", "b-unrecorded.txt", "report.html"])
  }
}
