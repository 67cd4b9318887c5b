extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether both hold equal elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._values == rhs._values
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_values)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// An array of the literal's elements, whose ids must all differ.
  ///
  /// ```swift
  /// var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
  /// ```
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements as an array prints them: `[Row(id: 1), Row(id: 2)]`.
  public var description: String { _values.description }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The elements with the type: `IdentifiedArray<Row>([Row(id: 1)])`.
  public var debugDescription: String {
    "IdentifiedArray<\(Element.self)>(\(_values.debugDescription))"
  }
}

extension IdentifiedArray: CustomReflectable {
  /// The elements, as a collection: how dumps and test-store diffs show it.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _values, displayStyle: .collection)
  }
}
