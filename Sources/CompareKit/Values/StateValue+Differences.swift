/// One place where two states differ: its path and each side's value there (`nil` where a
/// list has no element at that position).
package struct StateDifference: Sendable, Equatable {
  /// The path: `count`, `todos[2].done`, `todos.count`.
  package var path: String
  /// The left (TCA) value.
  package var left: StateValue?
  /// The right (ReactorKit) value.
  package var right: StateValue?
}

extension ProjectedState {
  /// The paths where two states of the same feature differ, deepest first reached, in field
  /// order: only what differs, never a whole record around one changed member.
  ///
  /// Lists are compared element by element; lists of different lengths also differ at
  /// `.count`, and each element only one side has is listed with `nil` on the other side.
  /// Records with other member names, and values of different kinds, differ as a whole.
  ///
  /// ```swift
  /// tca.differences(from: reactorKit, names: ["todos"])
  /// // [StateDifference(path: "todos[2].done", left: .bool(true), right: .bool(false))]
  /// ```
  package func differences(from other: ProjectedState, names: [String]) -> [StateDifference] {
    var found: [StateDifference] = []
    for index in values.indices where index < other.count && values[index] != other[index] {
      values[index].collectDifferences(from: other[index], at: names[index], into: &found)
    }
    return found
  }
}

extension StateValue {
  // NB: recursion follows the nesting of one value, never the length of a replay.
  fileprivate func collectDifferences(
    from other: StateValue, at path: String, into found: inout [StateDifference]
  ) {
    guard self != other else { return }
    switch (storage, other.storage) {
    case (.list(let left), .list(let right)):
      if left.count != right.count {
        found.append(
          StateDifference(
            path: path + ".count", left: .integer(left.count), right: .integer(right.count)))
      }
      for index in 0..<max(left.count, right.count) {
        let elementPath = "\(path)[\(index)]"
        switch (index < left.count ? left[index] : nil, index < right.count ? right[index] : nil) {
        case (let l?, let r?): l.collectDifferences(from: r, at: elementPath, into: &found)
        case (let l, let r): found.append(StateDifference(path: elementPath, left: l, right: r))
        }
      }
    case (.record(let left), .record(let right)) where left.names == right.names:
      for index in left.names.indices {
        left.values[index].collectDifferences(
          from: right.values[index], at: "\(path).\(left.names[index])", into: &found)
      }
    default:
      found.append(StateDifference(path: path, left: self, right: other))
    }
  }
}
