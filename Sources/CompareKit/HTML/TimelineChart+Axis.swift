/// The axis: a rule, a labelled tick every `tickInterval`, unlabelled ones between, and each
/// open instant's band, its `500ms ×3` label and, in a long one, every tenth mark's number.
extension TimelineChart {
  func writeAxis(into html: inout HTMLWriter) {
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

  func writeOpenInstants(into html: inout HTMLWriter) {
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
}
