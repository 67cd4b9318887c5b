import CompareKit
import Testing

@Suite struct ReportGitHubTests {
  @Test func writesOneEscapedErrorCommandPerFailingCase() {
    #expect(
      GitHubReport().render(reportSample) == """
        ::error file=scenarios/a&b/x #1.txt,line=7,title=golden trace differs::golden trace \
        differs from step 3 on: "<count>" 50%25, a:b%0A--- x.trace%0A+++ x.txt%0A@@ -1 +1 @@%0A\
        -count=1 \u{1B}[31m%0A+count=2%0D
        ::error file=broken.txt,line=2,title=parse error::unknown action 'incremnt'

        """)
  }

  @Test func escapesColonsAndCommasInProperties() {
    let report = TestReport(
      name: "s",
      cases: [
        TestCase(
          name: "a", file: "C:/x,y.txt",
          outcome: .failed(.init(title: "a: b, c%", message: "m")))
      ])
    #expect(
      GitHubReport().render(report) == """
        ::error file=C%3A/x%2Cy.txt,title=a%3A b%2C c%25::m

        """)
  }

  @Test func annotatesAtMostTenThenSummarisesTheRest() {
    // given: twelve failing cases and one passing
    let cases =
      (1...12).map { index in
        TestCase(
          name: "\(index).txt", file: "\(index).txt",
          outcome: .failed(.init(title: "golden trace missing", message: "missing \(index)")))
      } + [TestCase(name: "ok.txt", file: "ok.txt", outcome: .passed)]

    // when
    let lines = GitHubReport().render(TestReport(name: "s", cases: cases))
      .split(separator: "\n").map(String.init)

    // then
    #expect(lines.count == 11)
    #expect(lines[9] == "::error file=10.txt,title=golden trace missing::missing 10")
    #expect(
      lines[10] == "::notice::2 more failing scenarios not annotated "
        + "(GitHub shows at most 10 error annotations per step); see the log")
  }

  @Test func writesNothingWhenEverythingPassed() {
    let report = TestReport(
      name: "s",
      cases: [
        TestCase(name: "a.txt", file: "a.txt", outcome: .passed)
      ])
    #expect(GitHubReport().render(report) == "")
  }
}
