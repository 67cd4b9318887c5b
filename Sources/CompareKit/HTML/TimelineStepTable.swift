/// The step table under a chart: each step's directive and each engine's time and state after
/// it, linked to the marks (the script selects a step's first emission when its row is clicked
/// or reached with the arrow keys, and highlights the step of a selected mark).
///
/// When every engine is at the same time with the same state, one cell spans their columns.
/// Row ids are `<prefix>-s<step>`. Rows come in chunks of `chunkSize`, each skipped by the
/// browser's layout until it scrolls into view (`content-visibility: auto`).
struct TimelineStepTable {
  let document: TimelineDocument
  let prefix: String

  /// Rows per chunk: each chunk is its own table that the browser lays out only when it
  /// scrolls near, so a table of ten thousand steps loads as fast as one of a few hundred.
  static let chunkSize = 250

  func write(into html: inout HTMLWriter) {
    guard !document.steps.isEmpty else { return }
    let columns = columnGroup
    html.raw("<div class=\"steps-wrap\" id=\"\(prefix)-steps\" role=\"region\" tabindex=\"0\" ")
    html.raw("aria-labelledby=\"\(prefix)-steps-h\">\n")
    html.raw("<h3 class=\"steps-title\" id=\"\(prefix)-steps-h\">Steps</h3>")
    html.raw("<table class=\"steps head\">")
    html.raw(columns)
    html.raw("<thead><tr><th scope=\"col\">step</th><th scope=\"col\">line</th>")
    html.raw("<th scope=\"col\">time</th><th scope=\"col\">directive</th>")
    for (index, lane) in document.lanes.enumerated() {
      html.raw("<th scope=\"col\" class=\"l\(index % 4)\">")
      html.text(lane.name)
      html.raw("</th>")
    }
    html.raw("</tr></thead></table>\n")
    var start = 0
    while start < document.steps.count {
      let end = min(start + TimelineStepTable.chunkSize, document.steps.count)
      html.raw("<div class=\"chunk\" style=\"contain-intrinsic-size:auto ")
      html.int((end - start) * 22)
      html.raw("px\"><table class=\"steps\">")
      html.raw(columns)
      html.raw("<tbody>\n")
      for step in document.steps[start..<end] { write(step, into: &html) }
      html.raw("</tbody></table></div>\n")
      start = end
    }
    html.raw("</div>\n")
  }

  /// The same column widths for the header and every chunk, so their columns line up.
  private var columnGroup: String {
    "<colgroup><col class=\"c-step\"><col class=\"c-line\"><col class=\"c-time\">"
      + "<col class=\"c-dir\">"
      + String(repeating: "<col>", count: document.lanes.count) + "</colgroup>"
  }

  private func write(_ step: TimelineStep, into html: inout HTMLWriter) {
    let id = "\(prefix)-s\(step.index)"
    // NB: the ids and numbers here never need quotes; unquoted they keep a long table small.
    html.raw("<tr id=\(id)")
    if step.expectHolds == false {
      html.raw(" class=f")
    } else if !step.agrees {
      html.raw(" class=x")
    }
    html.raw("><td>")
    html.int(step.index)
    html.raw("<td>")
    if let line = step.line { html.int(line) }
    html.raw("<td>")
    let time = step.sides.lazy.compactMap { $0?.milliseconds }.first
    if let time {
      html.int(time)
      html.raw("ms")
    }
    html.raw("<td>")
    html.text(step.directive)
    switch step.expectHolds {
    case true?: html.raw(" <span class=\"ok\" title=\"holds\">✓</span>")
    case false?: html.raw(" <span class=\"no\" title=\"does not hold\">✗</span>")
    case nil: break
    }
    if step.sides.count > 1, let first = step.sides[0], step.sides.allSatisfy({ $0 == first }) {
      html.raw("<td colspan=\(step.sides.count)>")
      writeState(first.values, into: &html)
      html.raw("\n")
      return
    }
    for side in step.sides {
      html.raw("<td>")
      guard let side else { continue }
      if side.milliseconds != time {
        html.raw("(at ")
        html.int(side.milliseconds)
        html.raw("ms) ")
      }
      writeState(side.values, into: &html)
    }
    html.raw("\n")
  }

  private func writeState(_ values: [String], into html: inout HTMLWriter) {
    for (index, value) in values.enumerated() {
      if index > 0 { html.raw(" ") }
      if index < document.fields.count {
        html.text(document.fields[index])
        html.raw("=")
      }
      html.text(value)
    }
  }
}
