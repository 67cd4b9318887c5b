/// The JSON Lines output of `run` for one scenario: both engines' records for each step (or
/// each aligned entry), each `expect`, the first divergence, and a closing `summary`.
///
/// ```text
/// {"engine":"tca","kind":"step","step":1,"line":2,"t_ms":0,"directive":"send increment",…}
/// {"engine":"reactorkit","kind":"step","step":1,"line":2,"t_ms":0,…,"state":{"count":1}}
/// {"kind":"summary","file":"basic.txt","step":1,"ok":true}
/// ```
struct RunJSONLines: ReplayObserver {
  private let writer: JSONRecordWriter
  private let level: ComparisonLevel
  private let lifetimes: Bool

  /// - Parameter lifetimes: whether to add a `lifetime` object for each start and end of an
  ///   effect or inner subscription (`run --lifetimes`).
  init(pair: FeaturePair, level: ComparisonLevel, lifetimes: Bool = false, out: OutputBuffer) {
    self.writer = JSONRecordWriter(names: pair.vocabulary.fields, out: out)
    self.level = level
    self.lifetimes = lifetimes
  }

  var kinds: ReplayEventKinds {
    let kinds: ReplayEventKinds =
      level == .steps
      ? [.step, .expect, .divergence, .summary]
      : [.entry, .emissionCause, .expect, .divergence, .summary]
    return lifetimes ? kinds.union(.lifetime) : kinds
  }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step):
      for engine in Engine.allCases {
        if let side = step.side(engine) { writer.writeStep(engine, step, side) }
      }
    case .entry(let row):
      for engine in Engine.allCases {
        if let side = row.side(engine) { writer.writeEntry(engine, side) }
      }
    case .expect(let outcome):
      for engine in Engine.allCases { writer.writeExpect(engine, outcome) }
    case .divergence(let divergence):
      for engine in Engine.allCases { writer.writeDivergence(engine, divergence) }
    case .summary(let summary):
      writer.writeSummary(summary)
    case .lifetime(let lifetime):
      writer.writeLifetime(lifetime)
    case .emission:
      break
    }
  }
}
