/// The output of `trace` for one engine: the neutral text lines (or JSON Lines) on standard
/// output, and any `expect` that does not hold as an error line on standard error.
///
/// ```text
/// step 1 line 2 t=0ms send increment => count=1
/// step 2 line 3 t=0ms expect count 1 => count=1
/// ```
struct TraceOutput: ReplayObserver {
  private let engine: Engine
  private let level: ComparisonLevel
  private let format: TraceLineFormat
  private let json: JSONRecordWriter?
  private let out: OutputBuffer
  private let errors: OutputBuffer
  private let file: String
  private let shown: FieldProjection

  init(
    engine: Engine, pair: FeaturePair, level: ComparisonLevel, json: Bool, file: String,
    out: OutputBuffer, errors: OutputBuffer, fields shown: FieldProjection? = nil
  ) {
    let shown = shown ?? FieldProjection(all: pair)
    self.engine = engine
    self.level = level
    self.shown = shown
    self.format = TraceLineFormat(names: shown.names)
    self.json = json ? JSONRecordWriter(names: shown.names, out: out) : nil
    self.out = out
    self.errors = errors
    self.file = file
  }

  var kinds: ReplayEventKinds {
    var kinds: ReplayEventKinds = [.expect, level == .steps ? .step : .entry]
    if json != nil, level != .steps { kinds.insert(.emissionCause) }
    return kinds
  }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step):
      guard var side = step.side(engine) else { return }
      side.state = shown.apply(side.state)
      if let json {
        json.writeStep(engine, step, side)
      } else {
        format.writeStep(step, side, to: out)
      }
    case .entry(let row):
      guard var side = row.side(engine) else { return }
      side.state = shown.apply(side.state)
      if let json { json.writeEntry(engine, side) } else { format.writeEntry(side, to: out) }
    case .expect(let outcome):
      json?.writeExpect(engine, outcome)
      guard !outcome.holds else { return }
      errors.write(ExpectMessage.diagnostic(outcome, file: file).description)
      errors.newline()
    case .emission, .divergence, .summary, .lifetime:
      break
    }
  }
}
