import CompareKit
import Testing

@Suite struct ReportRequestTests {
  @Test(arguments: [
    ("junit=out/junit.xml", ReportRequest(format: .junit, path: "out/junit.xml")),
    ("tap", ReportRequest(format: .tap)),
    ("tap=results.tap", ReportRequest(format: .tap, path: "results.tap")),
    ("github", ReportRequest(format: .github)),
    ("junit=a=b.xml", ReportRequest(format: .junit, path: "a=b.xml")),
    ("html=out/timelines.html", ReportRequest(format: .html, path: "out/timelines.html")),
  ])
  func parsesFormatAndPath(value: String, expected: ReportRequest) throws {
    #expect(try ReportRequest(parsing: value) == expected)
  }

  @Test(arguments: [
    ("junit", "--report junit needs a file: --report junit=PATH"),
    ("tap=", "--report tap= needs a file name after '='"),
    ("html", "--report html needs a file: --report html=PATH"),
    (
      "xml",
      "unknown report format 'xml'; expected junit=PATH, tap[=PATH], github[=PATH] or html=PATH"
    ),
  ])
  func rejectsWhatItCannotWrite(value: String, message: String) {
    let error = #expect(throws: ReportRequest.Error.self) { try ReportRequest(parsing: value) }
    #expect(error?.message == message)
  }

  @Test func tapAndGitHubCannotBothTakeStandardOutput() throws {
    let both = [ReportRequest(format: .tap), ReportRequest(format: .github)]
    let error = #expect(throws: ReportRequest.Error.self) { try ReportRequest.validate(both) }
    #expect(
      error?.message == "--report tap and --report github cannot both write to standard "
        + "output; send one to a file, e.g. --report tap=results.tap")

    // and with one of them in a file, they can
    try ReportRequest.validate([
      ReportRequest(format: .tap, path: "r.tap"), ReportRequest(format: .github),
      ReportRequest(format: .junit, path: "j.xml"),
    ])
  }

  @Test func twoReportsCannotShareAFile() {
    let error = #expect(throws: ReportRequest.Error.self) {
      try ReportRequest.validate([
        ReportRequest(format: .junit, path: "r"), ReportRequest(format: .tap, path: "r"),
      ])
    }
    #expect(error?.message == "two reports would write the same file 'r'")
  }

  @Test func onlyTAPOnStandardOutputDisplacesTheHumanOutput() {
    #expect(ReportRequest(format: .tap).replacesStandardOutput)
    #expect(!ReportRequest(format: .tap, path: "x").replacesStandardOutput)
    #expect(!ReportRequest(format: .github).replacesStandardOutput)
  }
}
