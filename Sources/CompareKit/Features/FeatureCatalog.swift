/// The features a scenario can name, in the order `list` prints them.
///
/// The standard catalog holds the three features of SPEC §3. Test-only pairs (see
/// `TestFeatures.swift`) join it only when the environment has `COMPARE_CLI_TEST_FEATURES=1`,
/// so users never see them in `list` or `--help`.
///
/// ```swift
/// let catalog = FeatureCatalog.for(environment: ProcessInfo.processInfo.environment)
/// let parser = ScenarioParser(catalog: catalog.vocabularies)
/// ```
package struct FeatureCatalog: Sendable {
  /// The features, in listing order.
  package var pairs: [FeaturePair]

  package init(pairs: [FeaturePair]) {
    self.pairs = pairs
  }

  /// The features of SPEC §3: `counter`, `dashboard`, `async-counter`.
  package static let standard = FeatureCatalog(pairs: [.counter, .dashboard, .asyncCounter])

  /// The environment variable that adds the test-only features.
  package static let testFeaturesVariable = "COMPARE_CLI_TEST_FEATURES"

  /// The standard catalog, plus the test-only features when `COMPARE_CLI_TEST_FEATURES=1`.
  package static func `for`(environment: [String: String]) -> FeatureCatalog {
    guard environment[testFeaturesVariable] == "1" else { return standard }
    return FeatureCatalog(pairs: standard.pairs + FeaturePair.testFeatures)
  }

  /// The vocabularies, for the scenario parser.
  package var vocabularies: [FeatureVocabulary] { pairs.map(\.vocabulary) }

  /// The feature called `name`, if any.
  package func pair(named name: String) -> FeaturePair? {
    pairs.first { $0.name == name }
  }
}
