/// The detail of the first divergence in `run`: where it happened, each path that differs side
/// by side (and the time, when the engines' clocks differ), and each engine's causes since the
/// last agreeing step.
///
/// ```text
/// first divergence at step 6 (line 4): send increment
///     path   TCA  ReactorKit
///   ≠ count  4    3
///   TCA causes since step 5:
///     0ms  .increment
///   ReactorKit causes since step 5:
///     0ms  .increase → .increaseValue
/// ```
struct DivergenceReport {
  let text: String

  init(divergence: Divergence, fields: [String], level: ComparisonLevel) {
    var lines: [String] = []
    var sides: [Engine: (milliseconds: Int, state: ProjectedState)] = [:]
    switch divergence.location {
    case .step(let step):
      lines.append(
        "first divergence at step \(step.index) (line \(step.directive.line)): \(step.text)")
      for engine in Engine.allCases {
        if let side = step.side(engine) { sides[engine] = (side.milliseconds, side.state) }
      }
    case .entry(let row):
      let primary = row.primary
      let noun = level == .timeline ? "timeline entry" : "emission"
      let line = primary.line.map { "line \($0)" } ?? "initial state"
      lines.append(
        "first divergence at \(noun) \(row.index) (step \(primary.step), \(line)): \(primary.text)")
      for engine in Engine.allCases {
        if let side = row.side(engine) { sides[engine] = (side.milliseconds, side.state) }
      }
    }
    var rows: [(name: String, tca: String, reactorKit: String)] = [("path", "TCA", "ReactorKit")]
    let tca = sides[.tca]
    let reactorKit = sides[.reactorKit]
    if tca?.milliseconds != reactorKit?.milliseconds {
      rows.append(
        (
          "time", tca.map { "\($0.milliseconds)ms" } ?? "—",
          reactorKit.map { "\($0.milliseconds)ms" } ?? "—"
        ))
    }
    if let tca, let reactorKit {
      for difference in tca.state.differences(from: reactorKit.state, names: fields) {
        rows.append(
          (
            difference.path, difference.left?.description ?? "—",
            difference.right?.description ?? "—"
          ))
      }
    } else if let only = tca ?? reactorKit {
      for (index, name) in fields.enumerated() {
        let value = only.state[index].description
        rows.append((name, tca == nil ? "—" : value, tca == nil ? value : "—"))
      }
    }
    let nameWidth = rows.map(\.name.count).max() ?? 0
    let tcaWidth = rows.map(\.tca.count).max() ?? 0
    for (index, row) in rows.enumerated() {
      let name = row.name + String(repeating: " ", count: nameWidth - row.name.count)
      let left = row.tca + String(repeating: " ", count: tcaWidth - row.tca.count)
      lines.append("  \(index == 0 ? " " : "≠") \(name)  \(left)  \(row.reactorKit)")
    }
    let since =
      divergence.lastAgreeingStep == 0
      ? "since the start" : "since step \(divergence.lastAgreeingStep)"
    for engine in Engine.allCases {
      lines.append("  \(engine.displayName) causes \(since):")
      let causes = divergence.causes(engine)
      if causes.isEmpty { lines.append("    (none)") }
      let width = causes.map { "\($0.milliseconds)ms".count }.max() ?? 0
      for cause in causes {
        let time = "\(cause.milliseconds)ms"
        lines.append(
          "    \(time)\(String(repeating: " ", count: width - time.count))  \(cause.description)")
      }
    }
    text = lines.joined(separator: "\n") + "\n"
  }
}
