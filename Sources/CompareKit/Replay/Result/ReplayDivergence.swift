/// The first place two engines disagree at the level compared: the step and line, every path
/// that differs with both values, and what each engine reduced since they last agreed.
///
/// ```swift
/// if let divergence = result.divergence {
///   divergence.line                        // 13
///   divergence.directive                   // "advance 600ms"
///   divergence.differences[0]              // visible[0]: TCA "Bread", ReactorKit "Milk"
///   divergence.causes(.reactorKit)         // [1000ms  .sortTodos (scheduled)]
///   print(divergence.report)               // the block `compare-cli run` prints
/// }
/// ```
public struct ReplayDivergence: Sendable, Hashable {
  /// One path where the engines' states differ.
  public struct Difference: Sendable, Hashable, CustomStringConvertible {
    /// The path: `count`, `todos[2].done`, `todos.count`, or `time` when the clocks differ.
    public let path: String
    /// TCA's value there, `nil` where TCA has none (a shorter list, no entry).
    public let tca: StateValue?
    /// ReactorKit's value there, `nil` where ReactorKit has none.
    public let reactorKit: StateValue?

    /// A path with both values.
    public init(path: String, tca: StateValue?, reactorKit: StateValue?) {
      self.path = path
      self.tca = tca
      self.reactorKit = reactorKit
    }

    /// The value of `engine`.
    public func value(_ engine: Engine) -> StateValue? {
      engine == .tca ? tca : reactorKit
    }

    /// `todos[2].done: TCA true, ReactorKit false`.
    public var description: String {
      "\(path): TCA \(tca?.description ?? "—"), ReactorKit \(reactorKit?.description ?? "—")"
    }
  }

  /// The scenario file.
  public let file: String
  /// The step where they diverged (0: the initial state).
  public let step: Int
  /// That step's scenario line (`nil` for the initial state).
  public let line: Int?
  /// That step's column (`nil` for the initial state).
  public let column: Int?
  /// That step's directive: `advance 600ms`, or `(initial)`.
  public let directive: String
  /// With `timeline` or `emissions`, the 1-based position of the first entry that differs.
  public let entry: Int?
  /// Every path that differs, with both values, in field order.
  public let differences: [Difference]
  /// The last step after which everything compared agreed (0: the start).
  public let lastAgreeingStep: Int
  /// What TCA reduced since that step.
  public let tcaCauses: [ReplayCause]
  /// What ReactorKit reduced since that step.
  public let reactorKitCauses: [ReplayCause]
  /// The divergence as `compare-cli run` prints it, ending in a line feed.
  public let report: String

  /// What `engine` reduced since the last agreeing step.
  public func causes(_ engine: Engine) -> [ReplayCause] {
    engine == .tca ? tcaCauses : reactorKitCauses
  }

  /// `first divergence at step 7 (line 13): advance 600ms`, located at its line.
  public var diagnostic: ScenarioDiagnostic {
    let summary = report.prefix { $0 != "\n" }
    guard let line else { return ScenarioDiagnostic(file: file, message: String(summary)) }
    return ScenarioDiagnostic(file: file, line: line, column: column ?? 1, message: String(summary))
  }
}

extension ReplayDivergence {
  init(
    _ divergence: Divergence, scenario: Scenario, fields: [String], level: ComparisonLevel
  ) {
    switch divergence.location {
    case .step(let record):
      directive = record.text
      column = record.directive.column
      entry = nil
    case .entry(let row):
      directive = row.primary.text
      let line = row.primary.line
      column = line.flatMap { line in scenario.directives.first { $0.line == line }?.column }
      entry = row.index
    }
    file = scenario.file
    step = divergence.step
    line = divergence.line
    differences = Self.differences(of: divergence, fields: fields)
    lastAgreeingStep = divergence.lastAgreeingStep
    tcaCauses = divergence.tcaCauses.map {
      ReplayCause(milliseconds: $0.milliseconds, action: $0.description)
    }
    reactorKitCauses = divergence.reactorKitCauses.map {
      ReplayCause(milliseconds: $0.milliseconds, action: $0.description)
    }
    report = DivergenceReport(divergence: divergence, fields: fields, level: level).text
  }

  /// Every path that differs at `divergence`: `time` when the clocks differ, then each path
  /// of the states, or every field of the one engine that has an entry there.
  package static func differences(
    of divergence: Divergence, fields: [String]
  ) -> [Difference] {
    var sides: [Engine: (milliseconds: Int, state: ProjectedState)] = [:]
    for engine in Engine.allCases {
      switch divergence.location {
      case .step(let record):
        if let side = record.side(engine) { sides[engine] = (side.milliseconds, side.state) }
      case .entry(let row):
        if let side = row.side(engine) { sides[engine] = (side.milliseconds, side.state) }
      }
    }
    var differences: [Difference] = []
    let tca = sides[.tca]
    let reactorKit = sides[.reactorKit]
    if tca?.milliseconds != reactorKit?.milliseconds {
      differences.append(
        Difference(
          path: "time", tca: tca.map { .integer($0.milliseconds) },
          reactorKit: reactorKit.map { .integer($0.milliseconds) }))
    }
    if let tca, let reactorKit {
      for difference in tca.state.differences(from: reactorKit.state, names: fields) {
        differences.append(
          Difference(path: difference.path, tca: difference.left, reactorKit: difference.right))
      }
    } else if let only = tca ?? reactorKit {
      for (index, name) in fields.enumerated() {
        let value = only.state[index]
        differences.append(
          Difference(
            path: name, tca: tca == nil ? nil : value, reactorKit: tca == nil ? value : nil))
      }
    }
    return differences
  }
}
