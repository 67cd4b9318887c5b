/// The fields an output shows (`run`/`trace --fields a,b`): all of the pair's by default, or
/// the ones named, in the order named. Resolved once per scenario.
///
/// ```swift
/// let shown = try FieldProjection(["visible", "activeCount"], pair: pair, file: "x.txt")
/// shown.names                   // ["visible", "activeCount"]
/// shown.apply(state)            // a state of those two fields
/// ```
package struct FieldProjection {
  /// The positions shown, or `nil` for every field.
  package let positions: [Int]?
  /// The names shown, in order.
  package let names: [String]

  /// Every field of `pair`.
  package init(all pair: FeaturePair) {
    positions = nil
    names = pair.vocabulary.fields
  }

  /// The fields `selection` names (every field when `nil`); throws for a name `pair` lacks.
  package init(_ selection: [String]?, pair: FeaturePair, file: String) throws(ScenarioError) {
    let fields = pair.vocabulary.fields
    positions = try FieldSelection.positions(of: selection, in: fields, file: file)
    names = positions.map { $0.map { fields[$0] } } ?? fields
  }

  /// `state` with only the fields shown; the state itself when all are.
  package func apply(_ state: ProjectedState) -> ProjectedState {
    guard let positions else { return state }
    return ProjectedState(positions.map { state[$0] })
  }

  /// The value of `--fields`, split at commas; `nil` when not given.
  package static func selection(_ arguments: ParsedArguments) -> [String]? {
    arguments.value(OptionSpec.fields.name).map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }
}

extension OptionSpec {
  /// `--fields a,b`: the fields a table or trace shows.
  package static let fields = OptionSpec(
    "--fields", value: "NAME,...",
    help: "show only these fields, in this order (a divergence still names every path)")
}
