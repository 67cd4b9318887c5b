/// One engine's state at one moment, read into the feature's named fields.
///
/// ```swift
/// let state = result.steps(.tca)[0].state
/// state["activeCount"]   // .integer(1)
/// state.description      // visible=["Milk"] filter="all" activeCount=1 todos=[…]
/// ```
public struct StateSnapshot: Sendable, Hashable, CustomStringConvertible {
  /// The field names, in the pair's order (or the order asked for with `fields`).
  public let names: [String]
  /// The values, one per name.
  public let values: [StateValue]

  /// Creates a snapshot from names and as many values.
  public init(names: [String], values: [StateValue]) {
    precondition(names.count == values.count, "a snapshot needs one value per field name")
    self.names = names
    self.values = values
  }

  /// The value of the field called `name`, or `nil` when there is no such field.
  public subscript(name: String) -> StateValue? {
    names.firstIndex(of: name).map { values[$0] }
  }

  /// `name=value` pairs separated by spaces, as traces print them.
  public var description: String {
    zip(names, values).map { "\($0)=\($1)" }.joined(separator: " ")
  }
}

extension StateSnapshot {
  /// The fields of `state` at `positions` (all of them when `nil`), named from `names`.
  init(_ state: ProjectedState, names: [String], positions: [Int]?) {
    let positions = positions ?? Array(names.indices)
    self.init(names: positions.map { names[$0] }, values: positions.map { state[$0] })
  }
}
