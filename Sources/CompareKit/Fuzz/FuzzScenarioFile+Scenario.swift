extension FuzzScenarioFile {
  /// The scenario the file parses to, under the file name `file`: what the replay runs.
  ///
  /// Directive `i` is on line `firstLine + i`, as in `text`, so the `run` table's lines point
  /// into the printed file.
  package func scenario(file: String) -> Scenario {
    Self.scenario(directives, feature: feature, actions: actions, file: file)
  }

  /// The scenario of `directives`, without building the file's text.
  package static func scenario(
    _ directives: [FuzzDirective], feature: String, actions: [String], file: String
  ) -> Scenario {
    var resolved: [ScenarioDirective] = []
    resolved.reserveCapacity(directives.count)
    for (index, directive) in directives.enumerated() {
      let kind: ScenarioDirective.Kind
      switch directive {
      case .send(let action, let payload, let count):
        kind = .send(
          .init(action: action, name: actions[action], payload: payload.stateValue), count: count)
      case .advance(let milliseconds):
        kind = .advance(milliseconds: milliseconds)
      }
      resolved.append(ScenarioDirective(line: firstLine + index, column: 1, kind: kind))
    }
    return Scenario(file: file, feature: feature, directives: resolved)
  }
}
