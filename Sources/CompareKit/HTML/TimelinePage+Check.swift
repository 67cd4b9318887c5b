extension TimelinePage {
  /// `check --report html=PATH`: one page of every scenario checked, its section headed by
  /// check's own verdict (`PASS`, or `FAIL` with why), failing scenarios first.
  ///
  /// Each scenario is replayed once more with the timeline observer, so a `check` without an
  /// html report does no extra work; one that cannot be read gets a section with its verdict.
  @MainActor
  static func check(_ verdicts: [GoldenCheck], catalog: FeatureCatalog) -> TimelinePage {
    let documents = verdicts.map { verdict -> TimelineDocument in
      let name = verdict.testCase.name
      let passed = verdict.kind == .passed
      let word = passed ? "PASS" : verdict.kind == .error ? "ERROR" : "FAIL"
      var document = TimelineDocument(
        title: name, feature: "", comparison: ComparisonLevel.steps.rawValue, fields: [],
        lanes: [])
      if verdict.kind != .orphaned, let loaded = load(name, catalog: catalog) {
        var recorder = TimelineRecorder(
          scenario: loaded.scenario, pair: loaded.pair, level: .steps)
        // NB: check already gave a scenario that cannot be replayed its error verdict; its
        // section shows what ran before the step that stopped it.
        _ = try? Replay(scenario: loaded.scenario, pair: loaded.pair, level: .steps)
          .run(&recorder)
        document = recorder.document
      }
      document.passed = passed
      document.verdict = "\(word) \(name): \(verdict.summary)"
      return document
    }
    return TimelinePage(documents: documents, title: "compare-cli check")
  }

  private static func load(_ path: String, catalog: FeatureCatalog) -> (
    scenario: Scenario, pair: FeaturePair
  )? {
    do throws(ScenarioError) {
      let source = try ScenarioSource.read(path)
      let scenario = try ScenarioParser(catalog: catalog.vocabularies).parse(source)
      guard let pair = catalog.pair(named: scenario.feature) else { return nil }
      return (scenario, pair)
    } catch {
      return nil
    }
  }
}
