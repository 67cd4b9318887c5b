import CompareKit
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct ReportJUnitTests {
  @Test func writesSuitesCasesFailuresAndErrors() {
    #expect(
      JUnitReport().render(reportSample) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="compare-cli check" tests="3" failures="1" errors="1" skipped="0">
          <testsuite name="compare-cli check" tests="3" failures="1" errors="1" skipped="0">
            <testcase classname="scenarios.counter" name="basic.txt" \
        file="scenarios/counter/basic.txt"/>
            <testcase classname="scenarios.a&amp;b" name="x #1.txt" \
        file="scenarios/a&amp;b/x #1.txt">
              <failure message="golden trace differs from step 3 on: \
        &quot;&lt;count&gt;&quot; 50%, \
        a:b" type="golden trace differs">--- x.trace
        +++ x.txt
        @@ -1 +1 @@
        -count=1 \\u{1B}[31m
        +count=2&#13;</failure>
            </testcase>
            <testcase classname="compare-cli" name="broken.txt" file="broken.txt">
              <error message="unknown action 'incremnt'" type="parse error"></error>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test func parsesAsXMLWithTheRightCountsAndTexts() throws {
    // given / when
    let xml = JUnitReport().render(reportSample)
    let document = try XMLDocument(data: Data(xml.utf8))

    // then
    let suite = try #require(
      try document.nodes(forXPath: "/testsuites/testsuite").first
        as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "3")
    #expect(suite.attribute(forName: "failures")?.stringValue == "1")
    #expect(suite.attribute(forName: "errors")?.stringValue == "1")
    let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "golden trace differs from step 3 on: \"<count>\" 50%, a:b")
    #expect(failure.stringValue?.hasSuffix("+count=2\r") == true)
    #expect(try document.nodes(forXPath: "//testcase").count == 3)
  }

  @Test func attributesKeepLineBreaksAndTabs() throws {
    // given: a message with a tab and a line break, which attribute normalisation would eat
    let report = TestReport(
      name: "s",
      cases: [
        TestCase(
          name: "x.txt", file: "x.txt",
          outcome: .failed(.init(title: "t", message: "a\tb\nc")))
      ])

    // when
    let document = try XMLDocument(data: Data(JUnitReport().render(report).utf8))

    // then
    let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(failure.attribute(forName: "message")?.stringValue == "a\tb\nc")
  }
}
