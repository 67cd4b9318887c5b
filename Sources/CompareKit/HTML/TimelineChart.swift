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

  // MARK: - Axis

  private func writeAxis(into html: inout HTMLWriter) {
    let interval = scale.tickInterval
    let baseline = TimelineChart.axisHeight - 4
    html.raw("<g class=\"axis\"><path class=\"rule\" d=\"M")
    html.number(scale.x(0))
    html.raw(" ")
    html.number(baseline)
    html.raw("H")
    html.number(scale.xEnd(scale.end))
    html.raw("\"/>")
    if let minor = scale.minorTickInterval {
      html.raw("<path class=\"minor\" d=\"")
      var time = 0
      while time <= scale.end {
        if time % interval != 0 {
          html.raw("M")
          html.number(scale.x(time))
          html.raw(" ")
          html.number(baseline - 3)
          html.raw("v3")
        }
        time += minor
      }
      html.raw("\"/>")
    }
    html.raw("<path class=\"major\" d=\"")
    var time = 0
    while time <= scale.end {
      html.raw("M")
      html.number(scale.x(time))
      html.raw(" ")
      html.number(baseline - 7)
      html.raw("v7")
      time += interval
    }
    html.raw("\"/>")
    time = 0
    while time <= scale.end {
      html.raw("<text x=\"")
      html.number(scale.x(time))
      html.raw("\" y=\"14\">")
      html.int(time)
      html.raw("ms</text>")
      time += interval
    }
    html.raw("</g>\n")
  }

  private func writeOpenInstants(into html: inout HTMLWriter) {
    let open = scale.openInstants
    guard !open.isEmpty else { return }
    let half = TimelineScale.slot / 2
    html.raw("<g class=\"open\">")
    for instant in open {
      let start = scale.x(instant.milliseconds) - half
      let width = scale.xEnd(instant.milliseconds) + half - start
      html.raw("<rect x=\"")
      html.number(start)
      html.raw("\" y=\"")
      html.number(TimelineChart.axisHeight)
      html.raw("\" width=\"")
      html.number(width)
      html.raw("\" height=\"")
      html.number(layout.bottom - TimelineChart.axisHeight)
      html.raw("\"/><text x=\"")
      html.number(start + 2)
      html.raw("\" y=\"")
      html.number(layout.bottom + 14)
      html.raw("\">")
      html.int(instant.milliseconds)
      html.raw("ms ×")
      html.int(instant.slots)
      html.raw("</text>")
      // NB: a long open instant has no time ticks inside; every tenth mark is numbered instead.
      var slot = 10
      while slot <= instant.slots {
        html.raw("<text class=\"slot\" x=\"")
        html.number(scale.x(instant.milliseconds, slot: slot - 1))
        html.raw("\" y=\"")
        html.number(TimelineChart.axisHeight - 8)
        html.raw("\">#")
        html.int(slot)
        html.raw("</text>")
        slot += 10
      }
    }
    html.raw("</g>\n")
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

  private func writeLifetimes(_ bars: [TimelineLayout.Bar], into html: inout HTMLWriter) {
    guard !bars.isEmpty else { return }
    html.raw("<g class=\"lives\">")
    for bar in bars {
      let lifetime = bar.lifetime
      html.raw("<g class=\"life ")
      html.raw(TimelineChart.className(lifetime.outcome))
      html.raw("\"><title>")
      html.text(TimelineChart.describe(lifetime))
      html.raw("</title><rect x=\"")
      html.number(bar.x)
      html.raw("\" y=\"")
      html.number(bar.y)
      html.raw("\" width=\"")
      html.number(bar.width)
      html.raw("\" height=\"9\"/>")
      if lifetime.outcome == .cancelled {
        html.raw("<path class=\"cut\" d=\"M")
        html.number(bar.x + bar.width + 1)
        html.raw(" ")
        html.number(bar.y - 1)
        html.raw("l6 11m0 -11l-6 11\"/>")
      }
      let label = TimelineChart.label(lifetime)
      if Double(label.count) * 5.6 + 6 <= bar.width {
        html.raw("<text x=\"")
        html.number(bar.x + 3)
        html.raw("\" y=\"")
        html.number(bar.y + 7.5)
        html.raw("\">")
        html.text(label)
        html.raw("</text>")
      }
      html.raw("</g>")
    }
    html.raw("</g>")
  }

  static func className(_ outcome: TimelineLifetime.Outcome) -> String {
    switch outcome {
    case .finished: "f"
    case .cancelled: "c"
    case .running: "r"
    }
  }

  static func label(_ lifetime: TimelineLifetime) -> String {
    guard let id = lifetime.cancelID else { return lifetime.label }
    return "\(lifetime.label) · id \(id)"
  }

  static func describe(_ lifetime: TimelineLifetime) -> String {
    let end = lifetime.end.map { "\($0)ms" } ?? "the end"
    let outcome =
      switch lifetime.outcome {
      case .finished: "finished"
      case .cancelled: "cancelled"
      case .running: "still running"
      }
    return "\(label(lifetime)): \(lifetime.start)ms → \(end), \(outcome)"
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
