/// The error of an `expect` that does not hold, located at the `expect` line so editors can
/// jump to it.
///
/// ```text
/// taps.txt:9:1: error: expect count 2 does not hold: TCA has count=1, ReactorKit has count=2
/// todos.txt:4:1: error: expect todos[2].done true does not hold: TCA has no todos[2] (todos \
/// has 2 elements, no [2]), ReactorKit has todos[2].done=false
/// ```
enum ExpectMessage {
  /// The diagnostic for a failed outcome.
  static func diagnostic(_ outcome: ExpectOutcome, file: String) -> ScenarioDiagnostic {
    let directive = outcome.step.directive
    let path = outcome.expect.path
    let sides = Engine.allCases.compactMap { engine -> String? in
      switch outcome.actual(engine) {
      case .found(let value)?: "\(engine.displayName) has \(path)=\(value)"
      case .missing(let reason)?: "\(engine.displayName) has no \(path) (\(reason))"
      case nil: nil
      }
    }
    // NB: `expect n "0"` against an integer 0 prints as `n=0` on both sides, which reads like
    // a pass; name the kinds when every engine's value is of another kind than expected.
    let found = Engine.allCases.compactMap { engine -> StateValue? in
      if case .found(let value)? = outcome.actual(engine) { return value }
      return nil
    }
    let expected = outcome.expect.value
    var kinds = ""
    if let first = found.first, found.count == sides.count,
      found.allSatisfy({ $0.kindName == first.kindName }), first.kindName != expected.kindName,
      !(expected.kindName == "an integer" && first.kindName == "a decimal")
    {
      kinds = "expected \(expected.kindName), but \(path) is \(first.kindName): "
    }
    return ScenarioDiagnostic(
      file: file, line: directive.line, column: directive.column,
      message: "\(outcome.step.text) does not hold: \(kinds)\(sides.joined(separator: ", "))")
  }
}
