/// One scenario's part of a page: its heading, the timeline, the detail panel, the step table
/// and the data the script reads.
///
/// Every id in the section starts with `prefix`, so several scenarios share one page.
struct TimelineSection {
  let document: TimelineDocument
  let prefix: String

  func write(into html: inout HTMLWriter) {
    html.raw("<section class=\"scenario\" id=\"\(prefix)\" aria-labelledby=\"\(prefix)-h\">\n")
    html.raw("<h2 id=\"\(prefix)-h\"><span class=\"badge ")
    html.raw(document.passed ? "pass\">PASS" : "fail\">FAIL")
    html.raw("</span> ")
    html.text(document.title)
    html.raw("</h2>\n<p class=\"meta\">feature <b>")
    html.text(document.feature)
    html.raw("</b>, comparing <b>")
    html.text(document.comparison)
    html.raw("</b>")
    for lane in document.lanes {
      html.raw(" · ")
      html.text(lane.name)
      html.raw(": ")
      html.int(lane.emissions.count)
      html.raw(lane.emissions.count == 1 ? " emission" : " emissions")
    }
    html.raw("</p>\n")
    writeLifetimeCounts(into: &html)
    if let verdict = document.verdict {
      html.raw("<p class=\"verdict\">")
      html.text(verdict)
      html.raw("</p>\n")
    }
    if let divergence = document.divergence {
      html.raw("<p class=\"divergence-note\">First divergence at step ")
      html.int(divergence.step)
      html.raw(", ")
      html.int(divergence.milliseconds)
      html.raw("ms: ")
      html.text(divergence.summary)
      html.raw("</p>\n")
    }
    TimelineChart(document: document, prefix: prefix).write(into: &html)
    html.raw(TimelineSection.legend)
    html.raw("<div class=\"detail\" id=\"\(prefix)-detail\" aria-live=\"polite\">")
    html.raw("<p class=\"hint\">Select a mark (click it, or focus the timeline and use the arrow ")
    html.raw("keys) to see its state, the fields it changed and its cause.</p></div>\n")
    TimelineStepTable(document: document, prefix: prefix).write(into: &html)
    html.raw("<script type=\"application/json\" class=\"timeline-data\" id=\"\(prefix)-data\">")
    TimelineData(document: document).write(into: &html)
    html.raw("</script>\n</section>\n")
  }

  /// `lifetimes: ReactorKit 4 (2 over at the instant they began, not drawn)`.
  private func writeLifetimeCounts(into html: inout HTMLWriter) {
    guard !document.lifetimes.isEmpty else { return }
    html.raw("<p class=\"meta\">lifetimes:")
    var separator = " "
    for lane in document.lanes {
      let all = document.lifetimes.filter { $0.lane == lane.id }
      guard !all.isEmpty else { continue }
      let instant = all.count { !TimelineLayout.isDrawn($0) }
      html.raw(separator)
      separator = " · "
      html.text(lane.name)
      html.raw(" ")
      html.int(all.count)
      if instant > 0 {
        html.raw(" (")
        html.int(instant)
        html.raw(" over at the instant they began, not drawn)")
      }
    }
    html.raw("</p>\n")
  }

  private static let legend = """
    <ul class="legend" aria-label="Legend">\
    <li><svg width="14" height="14" aria-hidden="true"><circle class="lg" cx="7" cy="7" r="5"/></svg>\
    a state that changed fields</li>\
    <li><svg width="14" height="14" aria-hidden="true"><circle class="lg s" cx="7" cy="7" r="5"/></svg>\
    the same state again</li>\
    <li><svg width="14" height="14" aria-hidden="true"><circle class="lg d" cx="7" cy="7" r="5"/></svg>\
    first divergence</li>\
    <li><svg width="22" height="10" aria-hidden="true"><g class="lives"><g class="f"><rect width="22" y="1"/></g></g></svg>\
    effect finished</li>\
    <li><svg width="22" height="10" aria-hidden="true"><g class="lives"><g class="c"><rect width="22" y="1"/></g></g></svg>\
    cancelled</li>\
    <li><svg width="22" height="10" aria-hidden="true"><g class="lives"><g class="r"><rect width="22" y="1"/></g></g></svg>\
    still running</li>\
    <li><svg width="22" height="10" aria-hidden="true"><g class="lives"><g class="f"><rect width="22" y="1"/>\
    <path d="M15 0v10"/></g></g></svg>scheduled work delivered</li>\
    </ul>

    """
}
