/// The pairs one program knows, in the order `list` prints them: what scenarios can name.
///
/// `CompareCLI.main(pairs:)` builds one from the pairs it is given; names must be unique.
///
/// ```swift
/// let catalog = FeatureCatalog(pairs: FeaturePair.builtIn)
/// let parser = ScenarioParser(catalog: catalog.vocabularies)
/// ```
package struct FeatureCatalog: Sendable {
  /// The pairs, in listing order.
  package var pairs: [FeaturePair]

  package init(pairs: [FeaturePair]) {
    self.pairs = pairs
  }

  /// The vocabularies, for the scenario parser.
  package var vocabularies: [FeatureVocabulary] { pairs.map(\.vocabulary) }

  /// The pair called `name`, if any.
  package func pair(named name: String) -> FeaturePair? {
    pairs.first { $0.name == name }
  }

  /// The names given to more than one pair, in listing order.
  package var duplicateNames: [String] {
    var seen = Set<String>()
    var duplicates: [String] = []
    for pair in pairs where !seen.insert(pair.name).inserted && !duplicates.contains(pair.name) {
      duplicates.append(pair.name)
    }
    return duplicates
  }
}
