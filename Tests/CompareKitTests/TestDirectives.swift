import CompareKit
import Testing

/// Directives spelled the way a scenario names them, resolved against a pair's vocabulary as
/// the parser resolves them.
extension ScenarioDirective.Kind {
  static func send(
    _ action: String, _ count: Int = 1, payload: StateValue? = nil,
    in pair: FeaturePair = .delayedCounter
  ) -> Self {
    let index = pair.vocabulary.actions.firstIndex { $0.name == action } ?? -1
    return .send(.init(action: index, name: action, payload: payload), count: count)
  }

  static func expect(
    _ field: String, _ value: StateValue, at components: [StatePath.Component] = [],
    in pair: FeaturePair = .delayedCounter
  ) -> Self {
    let index = pair.vocabulary.fields.firstIndex(of: field) ?? -1
    return .expect(
      .init(
        path: StatePath(field: index, fieldName: field, components: components), value: value))
  }
}
