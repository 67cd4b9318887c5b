/// The column widths of one scenario's `run` table, fixed before the first row so that rows
/// stream out without being kept.
///
/// Widths come from the scenario itself (the number of steps, the last line, the total
/// advanced time, the longest directive) and from the feature's fields; a state longer than its
/// column pushes the next column right instead of being cut.
struct RunTableLayout {
  let step: Int
  let line: Int
  let time: Int
  let directive: Int
  let state: Int

  init(scenario: Scenario, fields: [FeatureVocabulary.Field]) {
    var steps = 0
    var milliseconds = 0
    var directive = "(initial)".count
    for entry in scenario.directives {
      steps += entry.stepCount
      if case .advance(let amount) = entry.kind { milliseconds += amount }
      directive = max(directive, entry.stepText.count)
    }
    step = max("step".count, Self.digits(steps))
    line = max("line".count, Self.digits(scenario.directives.last?.line ?? 0))
    time = max("time".count, Self.digits(milliseconds) + 2)
    self.directive = directive
    let typical = fields.reduce(fields.count - 1) { width, field in
      switch field.type {
      case .int: width + field.name.count + 4
      case .bool: width + field.name.count + 6
      case .optionalString: width + field.name.count + 15
      }
    }
    state = max("ReactorKit".count, typical)
  }

  private static func digits(_ value: Int) -> Int {
    var value = value
    var count = 1
    while value >= 10 {
      value /= 10
      count += 1
    }
    return count
  }
}
