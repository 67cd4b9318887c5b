/// What the fuzzer may generate for one feature: its actions, each with the type of its
/// payload and the values the pair offers for it, and the durations the pair declares as its
/// own (the 500 ms of a delayed effect, the 1 s of a timer).
///
/// ```swift
/// let vocabulary = FuzzVocabulary(
///   actions: [.init(name: "type", payload: .string, values: [.string("sw")])],
///   durations: [300])
/// ```
package struct FuzzVocabulary: Sendable, Equatable {
  /// The actions, in the feature's order; `FuzzDirective.send` refers to them by position.
  package var actions: [Action]
  /// The durations the pair declares, in milliseconds.
  package var durations: [Int]

  package init(actions: [Action], durations: [Int]) {
    self.actions = actions
    self.durations = durations
  }

  /// One action of the vocabulary.
  package struct Action: Sendable, Equatable {
    /// Its name in scenarios.
    package var name: String
    /// The type of its payload.
    package var payload: FuzzPayloadType
    /// Values of that type the pair suggests (a few queries for a search field); may be empty.
    package var values: [FuzzPayload]
    /// Whether the action takes only some values of its type (a filter enum spelled as a
    /// string), so that only `values` may be sent and shrinking stays among them.
    package var takesOnlyItsValues: Bool
    /// Groups of payloads the pair declares equivalent: findings that differ only by them are
    /// one kind.
    package var equivalentValues: [[FuzzPayload]]

    package init(
      name: String, payload: FuzzPayloadType = .none, values: [FuzzPayload] = [],
      takesOnlyItsValues: Bool = false, equivalentValues: [[FuzzPayload]] = []
    ) {
      self.name = name
      self.payload = payload
      self.values = values
      self.takesOnlyItsValues = takesOnlyItsValues
      self.equivalentValues = equivalentValues
    }

    /// The first value of `payload`'s group of equivalent values, or `payload` itself.
    package func canonical(_ payload: FuzzPayload) -> FuzzPayload {
      for group in equivalentValues where group.contains(payload) { return group[0] }
      return payload
    }
  }
}

/// The type of an action's payload.
package enum FuzzPayloadType: Sendable, Hashable {
  /// No payload.
  case none
  /// An integer.
  case int
  /// A decimal.
  case double
  /// `true` or `false`.
  case bool
  /// A string.
  case string
}
