extension BenchmarkCase {
  /// The `timer` pair through `compare-cli run`: the timer ticking, taps and facts at the tick
  /// instants, both engines on virtual time, compared at each step.
  static let replayTimer = BenchmarkCase(
    name: "replay: timer step, both engines",
    count: 100_000,
    expectedChecksum: { $0 },
    run: { count in ReplayWorkload.replay(PairScenario.timer(steps: count), steps: count) }
  )

  /// The `search` pair through `compare-cli run`: typing through the ReactorKit view's
  /// throttle and TCA's debounce, first pages and next pages, compared at each step.
  static let replaySearch = BenchmarkCase(
    name: "replay: search step, both engines",
    count: 100_000,
    expectedChecksum: { $0 },
    run: { count in ReplayWorkload.replay(PairScenario.search(steps: count), steps: count) }
  )
}

/// Scenarios of exactly `steps` steps on which both engines agree at every step, ending with an
/// `expect` of what the steps must have done.
enum PairScenario {
  /// The timer started, then `advance 1s`, `send increment`, `send fact`, `advance 1s` over
  /// and over; each advance is one tick.
  static func timer(steps: Int) -> String {
    let cycle = ["advance 1s", "send increment", "send fact", "advance 1s"]
    var lines = ["feature timer", "send toggleTimer"]
    var count = 0
    for index in 0..<max(0, steps - 2) {
      let line = cycle[index % cycle.count]
      if line != "send fact" { count += 1 }
      lines.append(line)
    }
    if steps >= 2 { lines.append("expect count \(count)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A query, its next page, another query, each a second apart so that the view's throttle
  /// lets each keystroke through at once, over and over.
  static func search(steps: Int) -> String {
    let cycle = [
      "send type \"swift\"", "advance 1s", "send loadNextPage", "advance 1s", "send type \"nio\"",
      "advance 1s",
    ]
    var lines = ["feature search"]
    var query = ""
    for index in 0..<max(0, steps - 1) {
      let line = cycle[index % cycle.count]
      if line.hasPrefix("send type ") { query = String(line.dropFirst("send type ".count)) }
      lines.append(line)
    }
    lines.append(query.isEmpty ? "advance 1s" : "expect query \(query)")
    return lines.joined(separator: "\n") + "\n"
  }
}
