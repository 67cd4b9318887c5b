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

  init(pair: FeaturePair, level: ComparisonLevel, out: OutputBuffer) {
    self.writer = JSONRecordWriter(fields: pair.vocabulary.fields, out: out)
    self.level = level
  }

  mutating func step(_ step: StepRecord) {
    guard level == .steps else { return }
    for engine in Engine.allCases {
      if let side = step.side(engine) { writer.writeStep(engine, step, side) }
    }
  }

  mutating func entry(_ row: EntryRow) {
    for engine in Engine.allCases {
      if let side = row.side(engine) { writer.writeEntry(engine, side) }
    }
  }

  mutating func expect(_ outcome: ExpectOutcome) {
    for engine in Engine.allCases { writer.writeExpect(engine, outcome) }
  }

  mutating func divergence(_ divergence: Divergence) {
    for engine in Engine.allCases { writer.writeDivergence(engine, divergence) }
  }

  mutating func finish(_ summary: ReplaySummary) {
    writer.writeSummary(summary)
  }
}
