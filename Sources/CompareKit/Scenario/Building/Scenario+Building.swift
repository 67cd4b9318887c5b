extension Scenario {
  /// Builds a scenario in Swift for `feature`, checked as a scenario file is: an unknown
  /// action, a payload of the wrong type, an unknown field or a value of the wrong kind is a
  /// ``ScenarioError`` at the Swift line of the step.
  ///
  /// The scenario is named after the Swift file it is built in, and each directive after the
  /// line of its step, so a divergence or a failed expect points into your test.
  ///
  /// ```swift
  /// let scenario = try Scenario(feature: .todos) {
  ///   Send("add", "Milk")
  ///   Advance(.seconds(1))
  ///   Expect("activeCount", 1)
  /// }
  /// ```
  public init(
    feature: FeaturePair, file: String = #filePath, line: Int = #line, column: Int = #column,
    @ScenarioBuilder _ steps: () -> [ScenarioStep]
  ) throws(ScenarioError) {
    let steps = steps()
    // NB: the steps become a scenario file, one directive a line after the feature line, and
    // the parser's lines are mapped back to the steps' Swift lines.
    var text = "feature \(feature.name)\n"
    for step in steps { text += step.text + "\n" }
    var problems = steps.compactMap { step in
      step.problem.map {
        ScenarioDiagnostic(file: file, line: step.line, column: step.column, message: $0)
      }
    }
    func swiftLocation(ofTextLine textLine: Int) -> (line: Int, column: Int) {
      let index = textLine - 2
      return steps.indices.contains(index)
        ? (steps[index].line, steps[index].column) : (line, column)
    }
    var scenario: Scenario
    do throws(ScenarioError) {
      scenario = try Self.load(
        ScenarioSource(file: file, bytes: Array(text.utf8)),
        catalog: FeatureCatalog(pairs: [feature])
      ).scenario
    } catch {
      for diagnostic in error.diagnostics {
        var moved = diagnostic
        if let textLine = diagnostic.line {
          (moved.line, moved.column) = swiftLocation(ofTextLine: textLine)
        }
        problems.append(moved)
      }
      problems.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
      throw ScenarioError(diagnostics: problems)
    }
    guard problems.isEmpty else { throw ScenarioError(diagnostics: problems) }
    for index in scenario.directives.indices {
      let location = swiftLocation(ofTextLine: scenario.directives[index].line)
      scenario.directives[index].line = location.line
      scenario.directives[index].column = location.column
    }
    self = scenario
  }
}
