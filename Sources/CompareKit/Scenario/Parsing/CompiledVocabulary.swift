/// A feature's vocabulary with every name also kept as UTF-8 bytes, for allocation-free lookups.
///
/// The parser matches tokens by comparing bytes, then hands out the vocabulary's own `String`s,
/// so a million `send increment` lines share one string instead of making a million.
struct CompiledVocabulary: Sendable {
  /// The vocabulary as the catalog gave it.
  let vocabulary: FeatureVocabulary
  /// The feature's name as bytes.
  let name: [UInt8]
  /// The action names as bytes, in the vocabulary's order.
  let actions: [[UInt8]]
  /// The field names as bytes, in the vocabulary's order.
  let fields: [[UInt8]]

  init(_ vocabulary: FeatureVocabulary) {
    self.vocabulary = vocabulary
    self.name = Array(vocabulary.name.utf8)
    self.actions = vocabulary.actions.map { Array($0.name.utf8) }
    self.fields = vocabulary.fields.map { Array($0.utf8) }
  }

  /// The action names, for messages.
  var actionNames: [String] { vocabulary.actions.map(\.name) }
}
