/// The shared vocabulary of one feature, as scenarios see it: its actions with their payload
/// types, and its field names.
///
/// A ``FeaturePair`` makes its own; the parser resolves every name of a scenario against it
/// once, so nothing downstream looks a name up again.
///
/// ```swift
/// FeatureVocabulary(
///   name: "search", actions: [.init(name: "type", payload: .string), .init(name: "loadNextPage")],
///   fields: ["query", "results", "nextPage", "isLoadingNextPage"])
/// ```
@usableFromInline
package struct FeatureVocabulary: Sendable, Equatable {
  /// The feature's name in scenarios.
  package var name: String
  /// The actions `send` accepts, in the order `list` prints them.
  package var actions: [Action]
  /// The field names, in the order traces print them.
  package var fields: [String]
  /// Each field's kind where its type says it (empty when none is known).
  package var fieldKinds: [FieldKind?]

  @usableFromInline package init(
    name: String, actions: [Action], fields: [String], fieldKinds: [FieldKind?] = []
  ) {
    self.name = name
    self.actions = actions
    self.fields = fields
    self.fieldKinds = fieldKinds
  }

  /// The kind of the field at `index`, when known.
  package func kind(ofField index: Int) -> FieldKind? {
    fieldKinds.indices.contains(index) ? fieldKinds[index] : nil
  }

  /// One shared action.
  @usableFromInline
  package struct Action: Sendable, Equatable {
    /// The name `send` uses.
    package var name: String
    /// The payload's type, or `nil` for none.
    package var payload: PayloadType?
    /// The payloads the pair suggests (for the fuzzer); may be empty.
    package var values: [StateValue]
    /// Whether a literal of the payload's type is a payload the action takes; `nil` when every
    /// one is (a custom ``ActionPayload`` such as a filter enum takes only some strings).
    package var accepts: (@Sendable (StateValue) -> Bool)?
    /// Every payload the action takes, when its type declares them; `nil` otherwise.
    package var allowed: [StateValue]?
    /// Groups of payloads the pair declares equivalent (for the fuzzer's kinds).
    package var equivalents: [[StateValue]]

    @usableFromInline
    package init(
      name: String, payload: PayloadType? = nil, values: [StateValue] = [],
      accepts: (@Sendable (StateValue) -> Bool)? = nil, allowed: [StateValue]? = nil,
      equivalents: [[StateValue]] = []
    ) {
      self.name = name
      self.payload = payload
      self.values = values
      self.accepts = accepts
      self.allowed = allowed
      self.equivalents = equivalents
    }

    /// Whether `value`, a literal of the payload's type, is one the action takes.
    package func takes(_ value: StateValue) -> Bool { accepts?(value) ?? true }

    // NB: `accepts` is behaviour, not part of the vocabulary's identity.
    @usableFromInline package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.payload == rhs.payload && lhs.values == rhs.values
        && lhs.equivalents == rhs.equivalents
        && (lhs.accepts == nil) == (rhs.accepts == nil)
    }
  }
}
