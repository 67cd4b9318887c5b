/// One self-contained HTML page showing scenarios on their virtual-time axes.
///
/// Everything is inline: the style sheet (light, dark and print), the SVG of each timeline
/// (drawn here, so the picture is there without script), the step tables, each scenario's data
/// as JSON and a small script that lets a reader select a mark by click or keyboard and see its
/// state and cause. Nothing is fetched.
///
/// ```swift
/// let html = TimelinePage(documents: documents).render()
/// try html.write(to: url, atomically: true, encoding: .utf8)
/// ```
///
/// With several documents (`check --report html=PATH`), failing scenarios come first.
package struct TimelinePage: Sendable {
  /// The scenarios, failing ones first, otherwise in the order given.
  package let documents: [TimelineDocument]
  /// The page's title.
  package let title: String

  package init(documents: [TimelineDocument], title: String? = nil) {
    self.documents = documents.filter { !$0.passed } + documents.filter(\.passed)
    self.title = title ?? (documents.count == 1 ? documents[0].title : "compare-cli timelines")
  }

  /// The page's HTML.
  package func render() -> String {
    let emissions = documents.reduce(0) { $0 + $1.lanes.reduce(0) { $0 + $1.emissions.count } }
    var html = HTMLWriter(capacity: 16_384 + emissions * 80)
    html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    html.raw("<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
    html.text(title)
    html.raw("</title>\n<style>\n")
    html.raw(TimelinePage.styleSheet)
    html.raw("</style>\n</head>\n<body>\n<header class=\"page\"><h1>")
    // NB: a page of one scenario names it in the section's heading; the page's own heading
    // then says what the page is.
    html.text(documents.count == 1 ? "compare-cli timeline" : title)
    html.raw("</h1>")
    if documents.count > 1 { writeContents(into: &html) }
    html.raw("</header>\n<main>\n")
    for (index, document) in documents.enumerated() {
      TimelineSection(document: document, prefix: "d\(index)").write(into: &html)
    }
    html.raw("</main>\n<script>\n")
    html.raw(TimelinePage.script)
    html.raw("</script>\n</body>\n</html>\n")
    return html.result
  }

  private func writeContents(into html: inout HTMLWriter) {
    let failed = documents.count { !$0.passed }
    html.raw("<p>")
    html.int(documents.count)
    html.raw(" scenarios, ")
    html.int(failed)
    html.raw(" failing.</p>\n<nav aria-label=\"Scenarios\"><ol>")
    for (index, document) in documents.enumerated() {
      html.raw("<li><a href=\"#d\(index)\"><span class=\"badge ")
      html.raw(document.passed ? "pass\">PASS" : "fail\">FAIL")
      html.raw("</span> ")
      html.text(document.title)
      html.raw("</a></li>")
    }
    html.raw("</ol></nav>")
  }
}
