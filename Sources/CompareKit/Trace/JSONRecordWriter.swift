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
    var object = begin(engine, "step")
    location(&object, step.index, step.directive.line, side.milliseconds, step.text)
    state(&object, side.state)
    end(object)
  }

  /// An `emission` object: one timeline or emission entry of one engine.
  package func writeEntry(_ engine: Engine, _ entry: EntrySide) {
    var object = begin(engine, "emission")
    location(
      &object, entry.step, entry.line, entry.milliseconds, entry.line == nil ? nil : entry.text)
    if let cause = entry.cause { object.key("cause", string: cause) }
    state(&object, entry.state)
    end(object)
  }

  /// An `expect` object: whether one engine's state held an `expect` line.
  package func writeExpect(_ engine: Engine, _ outcome: ExpectOutcome) {
    guard let side = outcome.step.side(engine), let holds = outcome.holds(for: engine) else {
      return
    }
    var object = begin(engine, "expect")
    location(
      &object, outcome.step.index, outcome.step.directive.line, side.milliseconds,
      outcome.step.text)
    state(&object, side.state)
    object.key("ok", holds)
    end(object)
  }

  /// A `divergence` object for one engine: where, its causes since the last agreeing step, and
  /// its state there (absent when the engine has no entry at that position).
  package func writeDivergence(_ engine: Engine, _ divergence: Divergence) {
    let causes = divergence.causes(engine).map(\.description)
    var object: JSONObjectWriter
    switch divergence.location {
    case .step(let step):
      guard let side = step.side(engine) else { return }
      object = begin(engine, "divergence")
      location(&object, step.index, step.directive.line, side.milliseconds, step.text)
      writeCauses(&object, causes)
      state(&object, side.state)
    case .entry(let row):
      let side = row.side(engine) ?? row.primary
      object = begin(engine, "divergence")
      location(
        &object, side.step, side.line, row.side(engine)?.milliseconds,
        side.line == nil ? nil : side.text)
      writeCauses(&object, causes)
      if let present = row.side(engine) { state(&object, present.state) }
    }
    // NB: every differing path with both engines' values, as a fuzz finding carries them, so
    // a reader needs neither object's whole state to see what differs.
    let differences = ReplayDivergence.differences(of: divergence, fields: names)
    object.key("differences", array: differences) { difference, out in
      var item = JSONObjectWriter(out)
      item.key("path", string: difference.path)
      for engine in Engine.allCases {
        item.key(engine.rawValue) { out in
          if let value = difference.value(engine) {
            value.writeJSON(to: out)
          } else {
            out.write("null")
          }
        }
      }
      item.end()
    }
    object.key("ok", false)
    end(object)
  }

  /// `"cause"`: the engine's causes since the last agreeing step, one string each.
  private func writeCauses(_ object: inout JSONObjectWriter, _ causes: [String]) {
    object.key("cause", array: causes) { cause, out in out.write(jsonString: cause) }
  }

  /// A `lifetime` object: an effect or inner subscription started, finished or was cancelled;
  /// `id`, `event`, `label` and `cancel_id` (where it has one) follow `t_ms`.
  package func writeLifetime(_ lifetime: EngineLifetime) {
    var object = begin(lifetime.engine, "lifetime")
    location(&object, lifetime.step, nil, lifetime.milliseconds, nil)
    object.key("id", lifetime.id)
    object.key("event", string: lifetime.phase.rawValue)
    object.key("label", string: lifetime.label)
    if let cancelID = lifetime.cancelID { object.key("cancel_id", string: cancelID) }
    end(object)
  }

  /// The `summary` object closing one file's records.
  package func writeSummary(_ summary: ReplaySummary) {
    var object = JSONObjectWriter(out)
    object.key("kind", string: "summary")
    object.key("file", string: summary.file)
    object.key("step", summary.steps)
    object.key("ok", summary.passed)
    end(object)
  }

  // MARK: - Pieces

  private func begin(_ engine: Engine, _ kind: String) -> JSONObjectWriter {
    var object = JSONObjectWriter(out)
    object.key("engine", string: engine.rawValue)
    object.key("kind", string: kind)
    return object
  }

  private func location(
    _ object: inout JSONObjectWriter, _ step: Int, _ line: Int?, _ milliseconds: Int?,
    _ directive: String?
  ) {
    object.key("step", step)
    if let line { object.key("line", line) }
    if let milliseconds { object.key("t_ms", milliseconds) }
    if let directive { object.key("directive", string: directive) }
  }

  private func state(_ object: inout JSONObjectWriter, _ state: ProjectedState) {
    object.key("state") { state.writeJSON(to: $0, names: names) }
  }

  private func end(_ object: JSONObjectWriter) {
    object.end()
    out.newline()
  }
}
