/// Maps virtual time to a horizontal position: linear in time, except that an instant holding
/// several emissions of one lane opens up into a run of evenly spaced slots, one per emission.
///
/// Between instants the axis is to scale (`pixelsPerMillisecond`); an open instant adds
/// `(count - 1) * slot` pixels at its time, so everything after it shifts right by that much.
///
/// ```swift
/// let scale = TimelineScale(instants: [0: 1, 100: 3], end: 200)
/// scale.x(100)           // where the 100 ms instant starts
/// scale.x(100, slot: 2)  // its third mark
/// scale.xEnd(100)        // where it ends
/// ```
struct TimelineScale {
  /// The space before time zero.
  static let leading = 24.0
  /// The space after the last instant.
  static let trailing = 48.0
  /// The distance between two marks at one instant.
  static let slot = 14.0
  /// The smallest distance wanted between two instants, when the span allows it.
  static let minimumGap = 28.0
  /// The width the time span gets at least.
  static let targetWidth = 960.0
  /// The width the time span gets at most, however close its instants.
  static let maximumWidth = 120_000.0
  /// The smallest distance between labelled ticks.
  static let minimumTickSpacing = 84.0

  /// Pixels per millisecond between instants.
  let pixelsPerMillisecond: Double
  /// The last time on the axis.
  let end: Int
  private let times: [Int]
  private let slots: [Int]
  /// `extra[i]`: the width added by instants `0...i`.
  private let extra: [Double]

  /// - Parameters:
  ///   - instants: per time, the most emissions any one lane has at it.
  ///   - end: the last time the axis must reach (lifetimes and steps may end after the last
  ///     emission).
  init(instants: [Int: Int], end: Int) {
    times = instants.keys.sorted()
    slots = times.map { max(1, instants[$0] ?? 1) }
    var running = 0.0
    extra = slots.map { count in
      running += Double(count - 1) * TimelineScale.slot
      return running
    }
    let end = max(end, times.last ?? 0)
    self.end = end
    var gap: Int?
    var previous: Int?
    for time in times + [end] {
      if let previous, time > previous { gap = min(gap ?? .max, time - previous) }
      previous = time
    }
    guard end > 0 else {
      pixelsPerMillisecond = 1
      return
    }
    var pixels = TimelineScale.targetWidth / Double(end)
    if let gap { pixels = max(pixels, TimelineScale.minimumGap / Double(gap)) }
    pixels = min(pixels, 200, TimelineScale.maximumWidth / Double(end))
    pixelsPerMillisecond = pixels
  }

  /// Where `milliseconds` starts: for an open instant, its first slot.
  func x(_ milliseconds: Int, slot: Int = 0) -> Double {
    let before = lowerBound(milliseconds)
    let shift = before > 0 ? extra[before - 1] : 0
    return TimelineScale.leading + Double(milliseconds) * pixelsPerMillisecond + shift
      + Double(slot) * TimelineScale.slot
  }

  /// Where `milliseconds` ends: for an open instant, its last slot.
  func xEnd(_ milliseconds: Int) -> Double {
    let index = lowerBound(milliseconds)
    guard index < times.count, times[index] == milliseconds else { return x(milliseconds) }
    return x(milliseconds, slot: slots[index] - 1)
  }

  /// The whole drawing's width.
  var width: Double { xEnd(end) + TimelineScale.trailing }

  /// The open instants: time and number of slots, for those with more than one.
  var openInstants: [(milliseconds: Int, slots: Int)] {
    zip(times, slots).filter { $0.1 > 1 }.map { (milliseconds: $0.0, slots: $0.1) }
  }

  /// The labelled tick interval: 1, 2 or 5 times a power of ten milliseconds, the smallest at
  /// least `minimumTickSpacing` apart.
  var tickInterval: Int {
    var interval = 1
    while Double(interval) * pixelsPerMillisecond < TimelineScale.minimumTickSpacing {
      let digits = String(interval)
      interval = digits.hasPrefix("2") ? interval / 2 * 5 : interval * 2
      if interval > end, end > 0 { break }
    }
    return interval
  }

  /// The unlabelled ticks between labelled ones: a fifth of the interval, if that is a whole
  /// millisecond and at least 8 pixels.
  var minorTickInterval: Int? {
    let interval = tickInterval
    guard interval % 5 == 0, Double(interval / 5) * pixelsPerMillisecond >= 8 else { return nil }
    return interval / 5
  }

  private func lowerBound(_ milliseconds: Int) -> Int {
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) / 2
      if times[middle] < milliseconds { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
