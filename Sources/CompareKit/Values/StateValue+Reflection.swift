extension StateValue {
  /// Reads any value: a ``StateValueConvertible`` gives its own `stateValue`; anything else is
  /// read by reflection with `Mirror`.
  ///
  /// - A struct, a class or a labelled tuple is a record of its stored properties, in
  ///   declaration order; an unlabelled tuple is a list.
  /// - An enum case without a payload is the case's name as a string (`"active"`); a case with
  ///   a payload is a record of one member named after the case (`{loaded=3}`).
  /// - An optional is its wrapped value or none; an array or another collection is a list; a
  ///   set is a list sorted by text and a dictionary a record sorted by key, so that both
  ///   engines print them the same way whatever their hashing.
  /// - Other integer and floating-point types are integers and decimals; anything else with no
  ///   stored properties is the string `String(describing:)` gives.
  ///
  /// ```swift
  /// struct Todo { var title: String; var done: Bool }
  /// StateValue(reflecting: [Todo(title: "Milk", done: false)]).description
  /// ```
  ///
  /// ```text
  /// [{title="Milk" done=false}]
  /// ```
  public init(reflecting value: Any) {
    if let convertible = value as? any StateValueConvertible {
      self = convertible.stateValue
    } else {
      self.init(reflectingStructureOf: value)
    }
  }

  /// Reads a value's structure by reflection, without asking it for its own `stateValue`
  /// (which is what the default `stateValue` does).
  package init(reflectingStructureOf value: Any) {
    // NB: recursion follows the nesting of one value, never the length of a replay.
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      self = mirror.children.first.map { StateValue(reflecting: $0.value) } ?? .none
    case .collection:
      self = .list(mirror.children.map { StateValue(reflecting: $0.value) })
    case .set:
      let elements = mirror.children.map { StateValue(reflecting: $0.value) }
      self = .list(elements.sorted { $0.description < $1.description })
    case .dictionary:
      let members = mirror.children.map { child -> (String, StateValue) in
        let pair = Array(Mirror(reflecting: child.value).children)
        let key = pair.first.map { Self.keyText($0.value) } ?? ""
        return (key, pair.count > 1 ? StateValue(reflecting: pair[1].value) : .none)
      }.sorted { $0.0 < $1.0 }
      self = .record(names: members.map(\.0), values: members.map(\.1))
    case .enum:
      guard let payload = mirror.children.first, let label = payload.label else {
        self = .string(String(describing: value))
        return
      }
      self = .record(names: [label], values: [StateValue(reflecting: payload.value)])
    case .tuple:
      let children = Array(mirror.children)
      if children.allSatisfy({ $0.label?.hasPrefix(".") ?? true }) {
        self = .list(children.map { StateValue(reflecting: $0.value) })
      } else {
        self = Self.record(of: children)
      }
    case .struct, .class:
      self = Self.record(of: Array(mirror.children))
    default:
      self = Self.scalar(value, mirror: mirror)
    }
  }

  private static func record(of children: [Mirror.Child]) -> StateValue {
    .record(
      names: children.enumerated().map { $1.label ?? String($0) },
      values: children.map { StateValue(reflecting: $0.value) })
  }

  private static func scalar(_ value: Any, mirror: Mirror) -> StateValue {
    if let integer = value as? any BinaryInteger, let exact = Int(exactly: integer) {
      return .integer(exact)
    }
    if let float = value as? any BinaryFloatingPoint {
      return .decimal(Double(float))
    }
    if !mirror.children.isEmpty {
      return record(of: Array(mirror.children))
    }
    return .string(String(describing: value))
  }

  private static func keyText(_ key: Any) -> String {
    if let string = key as? String { return string }
    return StateValue(reflecting: key).description
  }
}
