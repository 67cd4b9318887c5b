/// Writes replay results as JSON Lines (SPEC §7): one object a line, keys in the order `engine`,
/// `kind`, `step`, `line`, `t_ms`, `directive`, `cause`, `state`, `ok`, each where present.
///
/// A summary object also carries `file` (after `kind`), so that output for several files can be
/// told apart.
///
/// ```text
/// {"engine":"tca","kind":"step","step":1,"line":3,"t_ms":0,"directive":"send increment",…}
/// {"kind":"summary","file":"basic.txt","step":3,"ok":true}
/// ```
package struct JSONRecordWriter {
  /// The feature's field names, in print order.
  package var names: [String]
  /// Where the lines go.
  package var out: OutputBuffer

  package init(names: [String], out: OutputBuffer) {
    self.names = names
    self.out = out
  }

  /// A `step` object: one engine's time and state after a step.
  package func writeStep(_ engine: Engine, _ step: StepRecord, _ side: EngineStep) {
    begin(engine, "step")
    location(step.index, step.directive.line, side.milliseconds, step.text)
    state(side.state)
    end()
  }

  /// An `emission` object: one timeline or emission entry of one engine.
  package func writeEntry(_ engine: Engine, _ entry: EntrySide) {
    begin(engine, "emission")
    location(entry.step, entry.line, entry.milliseconds, entry.line == nil ? nil : entry.text)
    if let cause = entry.cause { key("cause", string: cause) }
    state(entry.state)
    end()
  }

  /// An `expect` object: whether one engine's state held an `expect` line.
  package func writeExpect(_ engine: Engine, _ outcome: ExpectOutcome) {
    guard let side = outcome.step.side(engine), let holds = outcome.holds(for: engine) else {
      return
    }
    begin(engine, "expect")
    location(outcome.step.index, outcome.step.directive.line, side.milliseconds, outcome.step.text)
    state(side.state)
    key("ok", literal: holds ? "true" : "false")
    end()
  }

  /// A `divergence` object for one engine: where, its causes since the last agreeing step, and
  /// its state there (absent when the engine has no entry at that position).
  package func writeDivergence(_ engine: Engine, _ divergence: Divergence) {
    let causes = divergence.causes(engine).map(\.description).joined(separator: "; ")
    switch divergence.location {
    case .step(let step):
      guard let side = step.side(engine) else { return }
      begin(engine, "divergence")
      location(step.index, step.directive.line, side.milliseconds, step.text)
      if !causes.isEmpty { key("cause", string: causes) }
      state(side.state)
    case .entry(let row):
      let side = row.side(engine) ?? row.primary
      begin(engine, "divergence")
      location(
        side.step, side.line, row.side(engine)?.milliseconds, side.line == nil ? nil : side.text)
      if !causes.isEmpty { key("cause", string: causes) }
      if let present = row.side(engine) { state(present.state) }
    }
    key("ok", literal: "false")
    end()
  }

  /// The `summary` object closing one file's records.
  package func writeSummary(_ summary: ReplaySummary) {
    out.write("{\"kind\":\"summary\",\"file\":")
    out.write(jsonString: summary.file)
    out.write(",\"step\":")
    out.write(decimal: summary.steps)
    key("ok", literal: summary.passed ? "true" : "false")
    end()
  }

  // MARK: - Pieces

  private func begin(_ engine: Engine, _ kind: String) {
    out.write("{\"engine\":\"")
    out.write(engine.rawValue)
    out.write("\",\"kind\":\"")
    out.write(kind)
    out.write("\"")
  }

  private func location(_ step: Int, _ line: Int?, _ milliseconds: Int?, _ directive: String?) {
    out.write(",\"step\":")
    out.write(decimal: step)
    if let line {
      out.write(",\"line\":")
      out.write(decimal: line)
    }
    if let milliseconds {
      out.write(",\"t_ms\":")
      out.write(decimal: milliseconds)
    }
    if let directive { key("directive", string: directive) }
  }

  private func state(_ state: ProjectedState) {
    out.write(",\"state\":")
    state.writeJSON(to: out, names: names)
  }

  private func key(_ name: String, string: String) {
    out.write(",\"\(name)\":")
    out.write(jsonString: string)
  }

  private func key(_ name: String, literal: String) {
    out.write(",\"\(name)\":\(literal)")
  }

  private func end() {
    out.write("}")
    out.newline()
  }
}
