/// The SVG of one scenario: the time axis, a lane per engine with a mark per emission and a
/// bar per lifetime, the open instants and the first divergence.
///
/// Marks are bare `<circle cx=…>` elements in one `<g class="marks">` per lane, in emission
/// order, so a lane of ten thousand emissions stays small; their radius and height come from
/// the style sheet and the group.
struct TimelineChart {
  let document: TimelineDocument
  let prefix: String
  let scale: TimelineScale
  let layout: TimelineLayout

  static let axisHeight = 32.0
  static let footerHeight = 22.0

  init(document: TimelineDocument, prefix: String) {
    self.document = document
    self.prefix = prefix
    var instants: [Int: Int] = [:]
    for lane in document.lanes {
      var counts: [Int: Int] = [:]
      for emission in lane.emissions { counts[emission.milliseconds, default: 0] += 1 }
      instants.merge(counts, uniquingKeysWith: max)
    }
    var end = 0
    for lifetime in document.lifetimes { end = max(end, lifetime.end ?? lifetime.start) }
    for step in document.steps {
      for side in step.sides { end = max(end, side?.milliseconds ?? 0) }
    }
    let scale = TimelineScale(instants: instants, end: end)
    self.scale = scale
    layout = TimelineLayout(document: document, scale: scale, top: TimelineChart.axisHeight)
  }

  var height: Double { layout.bottom + TimelineChart.footerHeight }

  func write(into html: inout HTMLWriter) {
    let width = scale.width
    html.raw("<div class=\"timeline\" id=\"\(prefix)-timeline\" tabindex=\"0\" role=\"group\" ")
    html.raw("aria-label=\"Timeline of ")
    html.text(document.title)
    html.raw(". Arrow keys move between marks; up and down switch lanes.\">\n")
    html.raw("<div class=\"names\" style=\"height:")
    html.number(height)
    html.raw("px\">")
    for (index, lane) in document.lanes.enumerated() {
      html.raw("<div class=\"name l\(index % 4)\" style=\"top:")
      html.number(layout.lanes[index].markY - 9)
      html.raw("px\">")
      html.text(lane.name)
      html.raw("</div>")
    }
    html.raw("</div>\n<div class=\"scroll\">\n<svg class=\"chart\" width=\"")
    html.number(width)
    html.raw("\" height=\"")
    html.number(height)
    html.raw("\" viewBox=\"0 0 ")
    html.number(width)
    html.raw(" ")
    html.number(height)
    html.raw("\" role=\"img\" aria-labelledby=\"\(prefix)-desc\">\n<desc id=\"\(prefix)-desc\">")
    html.text(description)
    html.raw("</desc>\n")
    writeOpenInstants(into: &html)
    writeAxis(into: &html)
    for (index, lane) in document.lanes.enumerated() {
      writeLane(lane, index: index, into: &html)
    }
    writeDivergence(into: &html)
    html.raw("</svg>\n</div>\n</div>\n")
  }

  private var description: String {
    var parts = document.lanes.map { "\($0.name): \($0.emissions.count) emissions" }
    parts.append("\(document.lifetimes.count) effect lifetimes")
    if let divergence = document.divergence {
      parts.append("first divergence at step \(divergence.step), \(divergence.milliseconds)ms")
    }
    return parts.joined(separator: "; ")
  }

  // MARK: - Lanes

  private func writeLane(_ lane: TimelineLane, index: Int, into html: inout HTMLWriter) {
    let geometry = layout.lanes[index]
    html.raw("<g class=\"lane l\(index % 4)\"><path class=\"base\" d=\"M")
    html.number(scale.x(0))
    html.raw(" ")
    html.number(geometry.markY)
    html.raw("H")
    html.number(scale.xEnd(scale.end))
    html.raw("\"/>")
    html.raw("<text class=\"lname\" x=\"4\" y=\"")
    html.number(geometry.markY - 9)
    html.raw("\">")
    html.text(lane.name)
    html.raw("</text>")
    writeBrackets(lane, y: geometry.markY + 8, into: &html)
    let divergent = document.divergence?.emissions[lane.id]
    html.raw("<g class=\"marks\" data-lane=\"")
    html.text(lane.id)
    html.raw("\" transform=\"translate(0 ")
    html.number(geometry.markY)
    html.raw(")\">")
    var slot = 0
    var previous: TimelineEmission?
    for (position, emission) in lane.emissions.enumerated() {
      slot = previous?.milliseconds == emission.milliseconds ? slot + 1 : 0
      html.raw("<circle cx=")
      html.number(scale.x(emission.milliseconds, slot: slot))
      if position == divergent {
        html.raw(" class=d")
      } else if let previous, previous.values == emission.values {
        html.raw(" class=s")
      }
      html.raw(" />")
      previous = emission
    }
    html.raw("</g>")
    writeLifetimes(geometry.lifetimes, into: &html)
    html.raw("</g>\n")
  }

  /// A bracket under each run of marks at one instant, so a reader sees which belong together.
  private func writeBrackets(_ lane: TimelineLane, y: Double, into html: inout HTMLWriter) {
    var path = HTMLWriter()
    var index = 0
    let emissions = lane.emissions
    while index < emissions.count {
      var last = index
      while last + 1 < emissions.count,
        emissions[last + 1].milliseconds == emissions[index].milliseconds
      {
        last += 1
      }
      if last > index {
        path.raw("M")
        path.number(scale.x(emissions[index].milliseconds))
        path.raw(" ")
        path.number(y)
        path.raw("v3H")
        path.number(scale.x(emissions[index].milliseconds, slot: last - index))
        path.raw("v-3")
      }
      index = last + 1
    }
    guard !path.result.isEmpty else { return }
    html.raw("<path class=\"bracket\" d=\"")
    html.raw(path.result)
    html.raw("\"/>")
  }

  // MARK: - Divergence

  private func writeDivergence(into html: inout HTMLWriter) {
    guard let divergence = document.divergence else { return }
    let x = scale.x(divergence.milliseconds)
    html.raw("<g class=\"divergence\"><path d=\"M")
    html.number(x)
    html.raw(" ")
    html.number(TimelineChart.axisHeight - 2)
    html.raw("V")
    html.number(layout.bottom)
    html.raw("\"/><text x=\"")
    html.number(x + 4)
    html.raw("\" y=\"")
    html.number(TimelineChart.axisHeight + 9)
    html.raw("\">first divergence · step ")
    html.int(divergence.step)
    html.raw("</text></g>\n")
  }
}
