import Foundation
import Testing

@testable import CompareKit

@Suite struct TimelineEscapingTests {
  private static let hostile = "</script><script>alert('x')</script> & \"q\" <b>"

  @Test func escapesEveryTextOfTheDocument() {
    // given: the same hostile text in every string a document carries
    let text = TimelineEscapingTests.hostile
    let document = TimelineDocument(
      title: text, feature: text, comparison: text, verdict: text, passed: false,
      fields: [text],
      lanes: [TimelineLane(id: text, name: text, emissions: [emission(0, step: 0, [text], text)])],
      lifetimes: [
        TimelineLifetime(
          lane: text, label: text, cancelID: text, start: 0, end: 9, outcome: .finished)
      ],
      divergence: TimelineDivergence(
        step: 1, milliseconds: 0, summary: text, emissions: [text: 0]),
      steps: [TimelineStep(index: 1, directive: text, sides: [side(0, [text])])])

    // when
    let html = TimelinePage(documents: [document]).render()

    // then: the page's own two script elements and bold-free markup, and the text escaped
    #expect(occurrences(of: "<script", in: html) == 2)
    #expect(occurrences(of: "</script>", in: html) == 2)
    #expect(!html.contains("\"q\" <b>"))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
    #expect(html.contains("&amp; &quot;q&quot; &lt;b&gt;"))
    #expect(html.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert('x')"))
  }

  @Test func escapesTheFiveSpecialCharactersOnly() {
    #expect(HTMLWriter.escaped("a<b>c&d\"e'f → g") == "a&lt;b&gt;c&amp;d&quot;e&#39;f → g")
    #expect(HTMLWriter.escaped("plain text") == "plain text")
  }

  @Test func quotesJSONSafelyForAScriptElement() throws {
    let text = "a\"b\\c\n\u{1}<>&\u{2028}é"

    let quoted = TimelineData.quoted(text)

    #expect(quoted == #""a\"b\\c\n\u0001\u003c\u003e\u0026\u2028é""#)
    let decoded = try JSONDecoder().decode(String.self, from: Data(quoted.utf8))
    #expect(decoded == text)
  }

  @Test(arguments: [(12.0, "12"), (12.54, "12.5"), (0.05, "0.1"), (-0.3, "-0.3"), (-2.5, "-2.5")])
  func writesNumbersToATenth(value: Double, text: String) {
    #expect(HTMLWriter.number(value) == text)
  }
}
