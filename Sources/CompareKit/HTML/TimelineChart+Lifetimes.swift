/// The lifetime bars: a rectangle per lifetime with its description as a tooltip, a tick where
/// work it scheduled delivered, a cross at a cancelled one's end, and its label when it fits.
extension TimelineChart {
  func writeLifetimes(_ bars: [TimelineLayout.Bar], into html: inout HTMLWriter) {
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
      if !lifetime.deliveries.isEmpty {
        html.raw("<path class=\"hit\" d=\"")
        var drawn: Int?
        for time in lifetime.deliveries where time != drawn {
          html.raw("M")
          html.number(scale.xEnd(time))
          html.raw(" ")
          html.number(bar.y - 2)
          html.raw("v13")
          drawn = time
        }
        html.raw("\"/>")
      }
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
    var text = "\(label(lifetime)): \(lifetime.start)ms → \(end), \(outcome)"
    if !lifetime.deliveries.isEmpty {
      let times = lifetime.deliveries.map { "\($0)ms" }.joined(separator: ", ")
      text += "; delivered through scheduled work at \(times)"
    }
    return text
  }
}
