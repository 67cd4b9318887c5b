/// The detail of the first divergence in `run`: where it happened, each field side by side with
/// differing ones marked, and each engine's causes since the last agreeing step.
///
/// ```text
/// first divergence at step 4 (line 5): send increment
///     field  TCA    ReactorKit
///     time   0ms    0ms
///   ≠ count  4      3
///   TCA causes since step 3:
///     0ms  .increment
///   ReactorKit causes since step 3:
///     0ms  .increment
/// ```
struct DivergenceReport {
  let text: String

  init(divergence: Divergence, fields: [FeatureVocabulary.Field], level: ComparisonLevel) {
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
    var rows: [(mark: Bool, name: String, tca: String, reactorKit: String)] = [
      (false, "field", "TCA", "ReactorKit")
    ]
    let tca = sides[.tca]
    let reactorKit = sides[.reactorKit]
    let tcaTime = tca.map { "\($0.milliseconds)ms" } ?? "—"
    let reactorKitTime = reactorKit.map { "\($0.milliseconds)ms" } ?? "—"
    rows.append((tcaTime != reactorKitTime, "time", tcaTime, reactorKitTime))
    for (index, field) in fields.enumerated() {
      let left = tca.map { $0.state[index].scenarioText } ?? "—"
      let right = reactorKit.map { $0.state[index].scenarioText } ?? "—"
      rows.append((left != right, field.name, left, right))
    }
    let nameWidth = rows.map(\.name.count).max()!
    let tcaWidth = rows.map(\.tca.count).max()!
    for row in rows {
      let name = row.name + String(repeating: " ", count: nameWidth - row.name.count)
      let left = row.tca + String(repeating: " ", count: tcaWidth - row.tca.count)
      lines.append("  \(row.mark ? "≠" : " ") \(name)  \(left)  \(row.reactorKit)")
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
