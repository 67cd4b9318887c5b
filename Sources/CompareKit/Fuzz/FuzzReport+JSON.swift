extension FuzzReport {
  /// One `finding` object a line, then a `summary` object.
  ///
  /// ```text
  /// {"kind":"finding","feature":"async-counter","level":"emissions","seed":1,"run":0,"step":2,…,"ok":false}
  /// {"kind":"summary","feature":"async-counter","level":"emissions","seed":1,"runs":200,…,"ok":false}
  /// ```
  func writeJSON() {
    let out = context.stdout
    let names = pair.vocabulary.fields
    for (index, file) in files.enumerated() {
      let finding = outcome.findings[index]
      var found = DivergenceCatcher()
      Replay(scenario: file.scenario(file: displayName(index)), pair: pair, level: level)
        .run(&found)
      out.write("{\"kind\":\"finding\"")
      writeCampaignKeys(out)
      out.write(",\"run\":")
      out.write(decimal: finding.run)
      if let divergence = found.divergence {
        let (side, tca, reactorKit) = Self.sides(divergence)
        out.write(",\"step\":")
        out.write(decimal: divergence.step)
        if let line = divergence.line {
          out.write(",\"line\":")
          out.write(decimal: line)
        }
        out.write(",\"t_ms\":")
        out.write(decimal: side.milliseconds)
        out.write(",\"directive\":")
        out.write(jsonString: side.text)
        out.write(",\"paths\":[")
        for (position, path) in finding.origin.paths.enumerated() {
          if position > 0 { out.write(",") }
          out.write(jsonString: path)
        }
        out.write("],\"tca\":")
        if let tca { tca.writeJSON(to: out, names: names) } else { out.write("null") }
        out.write(",\"reactorkit\":")
        if let reactorKit { reactorKit.writeJSON(to: out, names: names) } else { out.write("null") }
      }
      out.write(",\"scenario\":")
      out.write(jsonString: file.text)
      out.write(",\"file\":")
      out.write(jsonString: file.name)
      if let path = savedPaths[index] {
        out.write(",\"saved\":")
        out.write(jsonString: path)
      }
      out.write(",\"runs_diverged\":")
      out.write(decimal: finding.occurrences)
      out.write(",\"shrink\":{\"from\":")
      out.write(decimal: finding.original.count)
      out.write(",\"to\":")
      out.write(decimal: finding.shrink.directives.count)
      out.write(",\"attempts\":")
      out.write(decimal: finding.shrink.attempts)
      out.write(",\"bound_hit\":\(finding.shrink.hitBound)}")
      out.write(",\"ok\":false}\n")
    }
    out.write("{\"kind\":\"summary\"")
    writeCampaignKeys(out)
    out.write(",\"runs\":")
    out.write(decimal: outcome.runs)
    out.write(",\"findings\":")
    out.write(decimal: outcome.findings.count)
    out.write(",\"runs_diverged\":")
    out.write(decimal: divergedRuns)
    out.write(",\"stopped_early\":\(outcome.stoppedEarly),\"reproduce\":")
    out.write(jsonString: reproduction)
    out.write(",\"ok\":\(outcome.findings.isEmpty)}\n")
  }

  private func writeCampaignKeys(_ out: OutputBuffer) {
    out.write(",\"feature\":")
    out.write(jsonString: pair.name)
    out.write(",\"level\":\"\(level.rawValue)\",\"seed\":\(options.seed)")
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
