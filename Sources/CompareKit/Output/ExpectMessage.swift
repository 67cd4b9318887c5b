/// The error line of an `expect` that does not hold, located at the `expect` line so editors can
/// jump to it.
///
/// ```text
/// taps.txt:9:1: error: expect count 2 does not hold: TCA has count=1, ReactorKit has count=2
/// ```
struct ExpectMessage {
  let text: String

  init(_ outcome: ExpectOutcome, fields: [FeatureVocabulary.Field], file: String) {
    let directive = outcome.step.directive
    var text = "\(file):\(directive.line):\(directive.column): error: \(outcome.step.text) "
    text += "does not hold: "
    text += Engine.allCases.compactMap { engine in
      outcome.actual(engine).map { "\(engine.displayName) has \(outcome.field)=\($0.scenarioText)" }
    }.joined(separator: ", ")
    self.text = text
  }
}
