extension Scenario {
  /// Reads and parses a scenario file (or standard input, for `-`) against `pairs`.
  ///
  /// The file names its feature with `feature NAME` (without it, `counter`); every action,
  /// payload, field and value is checked against that pair. Throws every problem of the file
  /// at once, each as `FILE:LINE:COLUMN: error: MESSAGE`.
  ///
  /// ```swift
  /// let scenario = try Scenario(contentsOfFile: "scenarios/quick-toggles.txt", pairs: [.todos])
  /// ```
  public init(contentsOfFile path: String, pairs: [FeaturePair]) throws(ScenarioError) {
    self = try Self.load(try ScenarioSource.read(path), catalog: FeatureCatalog(pairs: pairs))
      .scenario
  }

  /// Parses scenario text against `pairs`, naming `file` in diagnostics.
  ///
  /// ```swift
  /// let scenario = try Scenario(
  ///   parsing: """
  ///     feature todos
  ///     send add "Milk"
  ///     expect activeCount 1
  ///     """,
  ///   pairs: [.todos])
  /// ```
  public init(
    parsing text: String, file: String = "<string>", pairs: [FeaturePair]
  ) throws(ScenarioError) {
    self = try Self.load(
      ScenarioSource(file: file, bytes: Array(text.utf8)), catalog: FeatureCatalog(pairs: pairs)
    ).scenario
  }

  /// Parses a source against a catalog: the one way every command and the public API read a
  /// scenario.
  package static func load(
    _ source: ScenarioSource, catalog: FeatureCatalog
  ) throws(ScenarioError) -> LoadedScenario {
    let scenario = try ScenarioParser(catalog: catalog.vocabularies).parse(source)
    guard let pair = catalog.pair(named: scenario.feature) else {
      throw ScenarioError(diagnostics: [
        ScenarioDiagnostic(file: scenario.file, message: "no feature '\(scenario.feature)'")
      ])
    }
    return LoadedScenario(scenario: scenario, pair: pair)
  }
}
