/// The lifetime bars: a rectangle per lifetime with its description as a tooltip, a tick where
/// work it scheduled delivered, a cross at a cancelled one's end, and its label when it fits.
extension TimelineChart {
  func writeLifetimes(_ bars: [TimelineLayout.Bar], into html: inout HTMLWriter) {
    guard !bars.isEmpty else { return }
    html.raw("<g class=\"lives\">")
    // NB: bytes per bar matter: a long replay draws thousands (2,500 taps of the async
    // counter are 5,000 bars). The bar's height is in the style sheet, and a bar whose label
    // is drawn on it leaves the label out of its tooltip.
    for bar in bars {
      let lifetime = bar.lifetime
      let label = TimelineChart.label(lifetime)
      let showsLabel = Double(label.count) * 5.6 + 6 <= bar.width
      html.raw("<g class=\"")
      html.raw(TimelineChart.className(lifetime.outcome))
      html.raw("\"><title>")
      html.text(TimelineChart.describe(lifetime, withLabel: !showsLabel))
      html.raw("</title><rect x=\"")
      html.number(bar.x)
      html.raw("\" y=\"")
      html.number(bar.y)
      html.raw("\" width=\"")
      html.number(bar.width)
      html.raw("\"/>")
      if !lifetime.deliveries.isEmpty {
        // NB: a path without a class is a delivery tick; the cancel cross has one.
        html.raw("<path d=\"")
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
      if showsLabel {
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

  /// A bar's class, under `.lives`: `f`inished, `c`ancelled or `r`unning.
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

  /// The tooltip: `delay 500ms: 0ms → 500ms, finished; delivered at 500ms ×3` (the label
  /// left out when the bar shows it; deliveries are the scheduled work it started).
  static func describe(_ lifetime: TimelineLifetime, withLabel: Bool = true) -> String {
    let end = lifetime.end.map { "\($0)ms" } ?? "the end"
    let outcome =
      switch lifetime.outcome {
      case .finished: "finished"
      case .cancelled: "cancelled"
      case .running: "still running"
      }
    var text = "\(lifetime.start)ms → \(end), \(outcome)"
    if withLabel { text = "\(label(lifetime)): " + text }
    if !lifetime.deliveries.isEmpty {
      // NB: several deliveries at one instant are one time with a count: `500ms ×3`.
      var runs: [(time: Int, count: Int)] = []
      for time in lifetime.deliveries {
        if runs.last?.time == time {
          runs[runs.count - 1].count += 1
        } else {
          runs.append((time, 1))
        }
      }
      let times = runs.map { $0.count == 1 ? "\($0.time)ms" : "\($0.time)ms ×\($0.count)" }
        .joined(separator: ", ")
      text += "; delivered at \(times)"
    }
    return text
  }
}
