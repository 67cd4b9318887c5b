extension FuzzPayload {
  /// The payload as the scenario model holds it, `nil` for none.
  package var stateValue: StateValue? {
    switch self {
    case .none: nil
    case .int(let value): .integer(value)
    case .double(let value): .decimal(value)
    case .bool(let value): .bool(value)
    case .string(let value): .string(value)
    }
  }

  /// A pair's own payload value, when it is one the fuzzer can send.
  init?(_ value: StateValue) {
    switch value.storage {
    case .integer(let value): self = .int(value)
    case .decimal(let value) where value.isFinite: self = .double(value)
    case .bool(let value): self = .bool(value)
    case .string(let value): self = .string(value)
    default: return nil
    }
  }
}

extension FuzzVocabulary {
  /// What the fuzzer may send to `pair`: its actions with their payload types and own values,
  /// and the durations it declares.
  package init(pair: FeaturePair) {
    self.init(
      actions: pair.vocabulary.actions.map { action in
        Action(
          name: action.name, payload: FuzzPayloadType(action.payload),
          values: action.values.filter(action.takes).compactMap(FuzzPayload.init),
          takesOnlyItsValues: action.accepts != nil,
          equivalentValues: action.equivalents.map { $0.compactMap(FuzzPayload.init) })
      },
      durations: pair.durationMilliseconds.filter { $0 > 0 })
  }
}

extension FuzzPayloadType {
  init(_ type: PayloadType?) {
    switch type {
    case nil: self = .none
    case .integer?: self = .int
    case .decimal?: self = .double
    case .bool?: self = .bool
    case .string?: self = .string
    }
  }
}
