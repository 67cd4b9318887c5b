/// The vertical layout of a chart: where each lane's marks sit and where each lifetime bar goes.
///
/// Bars of one lane are packed into rows, each bar in the first row where it overlaps nothing,
/// so overlapping effects stack; past `maximumRows` a bar shares the row that frees first.
/// A lifetime that finished at the instant it started (a synchronous `mutate`) gets no bar:
/// ten thousand slivers under ten thousand marks would hide what lasts; the section counts them.
struct TimelineLayout {
  /// A lifetime bar's place.
  struct Bar {
    let lifetime: TimelineLifetime
    let x: Double
    let y: Double
    let width: Double
  }

  /// One lane's place.
  struct Lane {
    let top: Double
    let markY: Double
    let lifetimes: [Bar]
    let bottom: Double
  }

  static let maximumRows = 10

  /// Whether `lifetime` gets a bar: unless it finished at the instant it started.
  static func isDrawn(_ lifetime: TimelineLifetime) -> Bool {
    !(lifetime.outcome == .finished && lifetime.end == lifetime.start)
  }
  static let rowHeight = 13.0

  let lanes: [Lane]
  let bottom: Double

  init(document: TimelineDocument, scale: TimelineScale, top: Double) {
    var lanes: [Lane] = []
    var y = top
    for lane in document.lanes {
      let markY = y + 20
      let rowsTop = markY + 16
      var rows: [Double] = []
      var bars: [Bar] = []
      let lifetimes = document.lifetimes.filter { $0.lane == lane.id && Self.isDrawn($0) }
        .sorted { ($0.start, $0.end ?? .max) < ($1.start, $1.end ?? .max) }
      for lifetime in lifetimes {
        let x = scale.x(lifetime.start) - 4
        let end = lifetime.end.map { scale.xEnd($0) + 4 } ?? scale.width - 8
        let width = max(4, end - x)
        var row = rows.firstIndex { $0 + 3 <= x }
        if row == nil {
          if rows.count < TimelineLayout.maximumRows {
            rows.append(0)
            row = rows.count - 1
          } else {
            row = rows.indices.min { rows[$0] < rows[$1] }
          }
        }
        let chosen = row ?? 0
        rows[chosen] = max(rows[chosen], x + width + 8)
        bars.append(
          Bar(
            lifetime: lifetime, x: x, y: rowsTop + Double(chosen) * TimelineLayout.rowHeight,
            width: width))
      }
      let bottom = rowsTop + Double(rows.count) * TimelineLayout.rowHeight + 4
      lanes.append(Lane(top: y, markY: markY, lifetimes: bars, bottom: bottom))
      y = bottom
    }
    self.lanes = lanes
    bottom = y
  }
}
