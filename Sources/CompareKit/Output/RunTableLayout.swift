/// The column widths of one scenario's `run` table, fixed before the first row so that rows
/// stream out without being kept.
///
/// Widths come from the scenario itself (the number of steps, the last line, the total
/// advanced time, the longest directive) and from the feature's initial state, with room for
/// each field to grow: a few digits for an integer, `false` for a bool, a short string for
/// none, a few elements for a string, a list or a record. A state longer than its
/// column pushes the next column right, unless the table knows the terminal's width: then each
/// state is cut to `stateLimit` columns with `…`, so a row fits.
struct RunTableLayout {
  let step: Int
  let line: Int
  let time: Int
  let directive: Int
  let state: Int
  /// The most columns a directive cell may take, when the terminal's width is known.
  let directiveLimit: Int?
  /// The most columns a state cell may take, when the terminal's width is known.
  let stateLimit: Int?

  /// The narrowest a state cell is ever cut to.
  static let minimumStateLimit = 12

  init(scenario: Scenario, fields: [String], initial: ProjectedState, width: Int? = nil) {
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
    var typical = fields.count - 1
    for (index, name) in fields.enumerated() where index < initial.count {
      typical += name.count + Self.room(for: initial[index])
    }
    if let width {
      // NB: a third of the room for the directive at most (a long payload is cut too), the
      // rest shared by the two states.
      let room = width - (2 + step + 2 + line + 2 + time + 2 + 2 + 2)
      let directiveLimit = min(directive, max(Self.minimumStateLimit, room / 3))
      let limit = max(Self.minimumStateLimit, (room - directiveLimit) / 2)
      self.directive = directiveLimit
      self.directiveLimit = directive > directiveLimit ? directiveLimit : nil
      stateLimit = limit
      state = max("ReactorKit".count, min(typical, limit))
    } else {
      self.directive = directive
      directiveLimit = nil
      stateLimit = nil
      state = max("ReactorKit".count, typical)
    }
  }

  /// The columns a field's value typically takes, `=` included.
  private static func room(for value: StateValue) -> Int {
    switch value.storage {
    case .integer, .decimal: 4
    case .bool: 6
    case .none: 15
    case .string, .list, .record: value.description.count + 10
    }
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
