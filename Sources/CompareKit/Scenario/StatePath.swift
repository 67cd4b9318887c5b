/// A place in a feature's state that `expect` looks at: a field, then members of records and
/// positions in lists: `count`, `todos[2].done`, `results.count`.
///
/// The field is resolved by the parser; members and positions can only be checked against the
/// state itself, so looking one up that is not there is a failed `expect` with a message
/// saying why, never a crash.
///
/// ```swift
/// let path = StatePath(field: 0, fieldName: "todos", components: [.index(2), .member("done")])
/// path.description                 // "todos[2].done"
/// path.lookUp(in: state)           // .found(.bool(false))
/// ```
package struct StatePath: Sendable, Hashable, CustomStringConvertible {
  /// The field's index in the vocabulary.
  package var field: Int
  /// The field's name.
  package var fieldName: String
  /// What follows the field, in order.
  package var components: [Component]

  /// One step into a value.
  package enum Component: Sendable, Hashable {
    /// `.name`: a record's member; on a list, `.count` is its length.
    case member(String)
    /// `[index]`: a list's element, from 0.
    case index(Int)
  }

  package init(field: Int, fieldName: String, components: [Component] = []) {
    self.field = field
    self.fieldName = fieldName
    self.components = components
  }

  /// `todos[2].done`.
  package var description: String {
    var text = fieldName
    for component in components {
      switch component {
      case .member(let name): text += ".\(name)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// What a path finds in a state.
  package enum LookUp: Sendable, Equatable {
    /// The value at the path.
    case found(StateValue)
    /// Why there is no value there: `todos has 2 elements, no [2]`.
    case missing(String)
  }

  /// The value at the path in `state`.
  package func lookUp(in state: ProjectedState) -> LookUp {
    var value = state[field]
    var reached = fieldName
    for component in components {
      switch (component, value.storage) {
      case (.index(let index), .list(let elements)):
        guard index < elements.count else {
          let count = elements.count == 1 ? "1 element" : "\(elements.count) elements"
          return .missing("\(reached) has \(count), no [\(index)]")
        }
        value = elements[index]
        reached += "[\(index)]"
      case (.index(let index), _):
        return .missing("\(reached) is \(value.kindName), not a list, so it has no [\(index)]")
      case (.member(let name), .record(let record)):
        guard let position = record.names.firstIndex(of: name) else {
          return .missing(
            "\(reached) has no member '\(name)'"
              + NameSuggestion.hint(for: name, among: record.names))
        }
        value = record.values[position]
        reached += ".\(name)"
      case (.member("count"), .list(let elements)):
        value = .integer(elements.count)
        reached += ".count"
      case (.member(let name), _):
        return .missing("\(reached) is \(value.kindName), so it has no member '\(name)'")
      }
    }
    return .found(value)
  }
}

extension StateValue {
  /// `an integer`, `a list`, …: what kind of value this is, for messages.
  package var kindName: String {
    switch storage {
    case .integer: "an integer"
    case .decimal: "a decimal"
    case .bool: "a bool"
    case .string: "a string"
    case .none: "none"
    case .list: "a list"
    case .record: "a record"
    }
  }

  /// Whether an `expect` of this value holds for `actual`: equal, or an integer literal for a
  /// decimal of the same value (`expect price 2` holds for `2.0`), element by element.
  package func isMatched(by actual: StateValue) -> Bool {
    switch (storage, actual.storage) {
    case (.integer(let expected), .decimal(let value)): Double(expected) == value
    case (.list(let expected), .list(let values)):
      expected.count == values.count
        && zip(expected, values).allSatisfy { $0.isMatched(by: $1) }
    default: self == actual
    }
  }
}
