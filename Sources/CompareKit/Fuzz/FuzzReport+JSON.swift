extension FuzzReport {
  /// One `finding` object a line, then a `summary` object, through the JSON Lines writer.
  ///
  /// ```text
  /// {"kind":"finding","feature":"test-query","level":"steps","seed":1,"run":0,"step":1,…,"ok":false}
  /// {"kind":"summary","feature":"test-query","level":"steps","seed":1,"runs":40,…,"ok":false}
  /// ```
  @MainActor
  func writeJSON() {
    let out = context.stdout
    let names = pair.vocabulary.fields
    for (index, file) in files.enumerated() {
      let finding = outcome.findings[index]
      var found = DivergenceCatcher()
      _ = try? Replay(scenario: file.scenario(file: displayName(index)), pair: pair, level: level)
        .run(&found)
      var object = JSONObjectWriter(out)
      object.key("kind", string: "finding")
      writeCampaignKeys(&object)
      object.key("run", finding.run)
      if let divergence = found.divergence {
        let (side, tca, reactorKit) = Self.sides(divergence)
        object.key("step", divergence.step)
        if let line = divergence.line { object.key("line", line) }
        object.key("t_ms", side.milliseconds)
        object.key("directive", string: side.text)
        object.key("paths", array: finding.origin.paths) { path, out in out.write(jsonString: path)
        }
        for (key, state) in [("tca", tca), ("reactorkit", reactorKit)] {
          object.key(key) { out in
            if let state { state.writeJSON(to: out, names: names) } else { out.write("null") }
          }
        }
      }
      object.key("scenario", string: file.text)
      object.key("file", string: file.name)
      if let path = savedPaths[index] { object.key("saved", string: path) }
      object.key("runs_diverged", finding.occurrences)
      object.key("raw_findings", array: finding.absorbed.map(\.description)) { origin, out in
        out.write(jsonString: origin)
      }
      object.key("shrink") { out in
        var shrink = JSONObjectWriter(out)
        shrink.key("from", finding.original.count)
        shrink.key("to", finding.shrink.directives.count)
        shrink.key("attempts", finding.shrink.attempts)
        shrink.key("bound_hit", finding.shrink.hitBound)
        shrink.end()
      }
      object.key("ok", false)
      object.end()
      out.newline()
    }
    var summary = JSONObjectWriter(out)
    summary.key("kind", string: "summary")
    writeCampaignKeys(&summary)
    summary.key("runs", outcome.runs)
    summary.key("findings", outcome.findings.count)
    summary.key("runs_diverged", divergedRuns)
    summary.key("raw_findings", outcome.rawFindings)
    summary.key("stopped_early", outcome.stoppedEarly)
    summary.key("reproduce", string: reproduction)
    summary.key("ok", outcome.findings.isEmpty)
    summary.end()
    out.newline()
  }

  private func writeCampaignKeys(_ object: inout JSONObjectWriter) {
    object.key("feature", string: pair.name)
    object.key("level", string: level.rawValue)
    object.key("seed", number: String(options.seed))
  }

  /// The step or entry where the engines diverged, and each engine's state there.
  private static func sides(
    _ divergence: Divergence
  ) -> (side: (milliseconds: Int, text: String), tca: ProjectedState?, reactorKit: ProjectedState?)
  {
    switch divergence.location {
    case .step(let step):
      return ((step.tca?.milliseconds ?? 0, step.text), step.tca?.state, step.reactorKit?.state)
    case .entry(let row):
      return ((row.primary.milliseconds, row.primary.text), row.tca?.state, row.reactorKit?.state)
    }
  }
}

/// Keeps the replay's divergence event.
private struct DivergenceCatcher: ReplayObserver {
  var divergence: Divergence?
  var kinds: ReplayEventKinds { .divergence }

  mutating func observe(_ event: ReplayEvent) {
    if case .divergence(let found) = event { divergence = found }
  }
}
