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

  /// What is wrong with the pairs' names, one message each, in listing order: a name used by
  /// two pairs, two actions or two fields of one pair, or one a scenario cannot spell (names
  /// are letters, digits, `-` and `_`).
  package var problems: [String] {
    var problems: [String] = []
    var seen = Set<String>()
    for pair in pairs {
      if !seen.insert(pair.name).inserted {
        problems.append("two feature pairs are named '\(pair.name)'; give each pair its own name")
      }
      if !Self.isName(pair.name) {
        problems.append("feature pair '\(pair.name)' \(Self.nameRule)")
      }
      let actions = pair.vocabulary.actions.map(\.name)
      let fields = pair.vocabulary.fields
      for (kind, names) in [("action", actions), ("field", fields)] {
        var seenNames = Set<String>()
        for name in names {
          if !seenNames.insert(name).inserted {
            problems.append("feature pair '\(pair.name)' has two \(kind)s named '\(name)'")
          }
          if !Self.isName(name) {
            problems.append("\(kind) '\(name)' of feature pair '\(pair.name)' \(Self.nameRule)")
          }
        }
      }
    }
    return problems
  }

  private static let nameRule =
    "cannot be written in a scenario; use letters, digits, '-' and '_' only"

  private static func isName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      }
  }
}
