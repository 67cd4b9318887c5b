/// A value paired with an identity of its own, as swift-identified-collections' `Identified`:
/// for state that must be `Identifiable` (a selection, a navigation destination) whose value
/// is not, or is optional.
///
/// Its members reach through to the value.
///
/// ```swift
/// var selection: Identified<Row.ID, Counter.State?>?
/// state.selection = Identified(nil, id: row.id)
/// state.selection?.value = Counter.State(count: row.count)
/// ```
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The identity, fixed when the pair is made.
  public let id: ID
  /// The value, which may change while the identity stays.
  public var value: Value

  /// Pairs `value` with `id`.
  ///
  /// ```swift
  /// Identified(Counter.State(), id: 1)
  /// ```
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs `value` with the identity `id` computes from it.
  ///
  /// ```swift
  /// Identified(todo, id: { $0.title })
  /// ```
  public init(_ value: Value, id: (Value) -> ID) {
    self.init(value, id: id(value))
  }

  /// Pairs `value` with the identity at key path `id` (`\.self` included).
  ///
  /// ```swift
  /// Identified(42, id: \.self)
  /// ```
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// Reads and writes a member of the value.
  ///
  /// ```swift
  /// selection.count += 1  // selection.value.count
  /// ```
  public subscript<Member>(dynamicMember member: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: member] }
    set { value[keyPath: member] = newValue }
  }

  /// Reads a member of the value.
  ///
  /// ```swift
  /// selection.description
  /// ```
  public subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> Member {
    value[keyPath: member]
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}
