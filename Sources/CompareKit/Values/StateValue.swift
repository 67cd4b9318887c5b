/// One value of a feature's state, as compare-cli compares and prints it: an integer, a
/// decimal, a bool, a string, none, a list, or a record of named values, nested freely
/// (SPEC §7).
///
/// Both engines' states are read into these values, field by field, so that a TCA `State`
/// struct and a ReactorKit `State` struct written separately compare with `==` and print the
/// same bytes. You rarely build one yourself: a field reads any value that conforms to
/// ``StateValueConvertible`` (`Int`, `Double`, `Bool`, `String`, optionals and arrays of
/// them), and anything else — your structs and enums — is read by reflection. Conform a type
/// to ``StateValueConvertible`` by hand only to choose another shape.
///
/// The name is deliberately specific: `Value` or `State` would clash with the generic
/// parameters and nested types of the very features a pair compares (`Reducer.State`,
/// `Reactor.State`), while `StateValue` reads as what it is, one value of such a state.
///
/// ```swift
/// struct Todo: StateValueConvertible {
///   var title: String
///   var done: Bool
///   var stateValue: StateValue {
///     .record(["title": .string(title), "done": .bool(done)])
///   }
/// }
/// Todo(title: "Milk", done: false).stateValue.description
/// ```
///
/// ```text
/// {title="Milk" done=false}
/// ```
public struct StateValue: Sendable, Hashable, CustomStringConvertible {
  @usableFromInline
  package enum Storage: Sendable, Hashable {
    case integer(Int)
    case decimal(Double)
    case bool(Bool)
    case string(String)
    case none
    case list([StateValue])
    case record(Record)
  }

  /// A record's member names and values, in declaration order.
  @usableFromInline
  package struct Record: Sendable, Hashable {
    /// The member names; often shared by every record of one type.
    @usableFromInline package var names: [String]
    /// The member values, one per name.
    @usableFromInline package var values: [StateValue]

    @usableFromInline package init(names: [String], values: [StateValue]) {
      self.names = names
      self.values = values
    }
  }

  @usableFromInline package var storage: Storage

  @usableFromInline package init(_ storage: Storage) {
    self.storage = storage
  }

  // NB: the constructors and the standard conformances are inlinable, so that a field of a
  // pair in another module converts through code specialised for its types.

  /// An integer.
  @inlinable
  public static func integer(_ value: Int) -> StateValue { StateValue(.integer(value)) }
  /// A decimal (a `Double`).
  @inlinable
  public static func decimal(_ value: Double) -> StateValue { StateValue(.decimal(value)) }
  /// `true` or `false`.
  @inlinable
  public static func bool(_ value: Bool) -> StateValue { StateValue(.bool(value)) }
  /// A string.
  @inlinable
  public static func string(_ value: String) -> StateValue { StateValue(.string(value)) }
  /// No value: an absent optional.
  public static let none = StateValue(.none)
  /// A list of values, in order.
  @inlinable
  public static func list(_ elements: [StateValue]) -> StateValue { StateValue(.list(elements)) }

  /// A record of named values, in the order given.
  ///
  /// ```swift
  /// StateValue.record(["title": .string("Milk"), "done": .bool(false)])
  /// ```
  public static func record(_ members: KeyValuePairs<String, StateValue>) -> StateValue {
    StateValue(.record(Record(names: members.map(\.key), values: members.map(\.value))))
  }

  /// A record from its member names and values, which must be as many.
  public static func record(names: [String], values: [StateValue]) -> StateValue {
    precondition(names.count == values.count, "a record needs one value per member name")
    return StateValue(.record(Record(names: names, values: values)))
  }

  /// The value as scenarios and traces spell it: `3`, `2.5`, `true`, `"Milk"`, `none`,
  /// `[1, 2]`, `{title="Milk" done=false}`.
  public var description: String {
    let out = OutputBuffer.memory()
    write(to: out)
    return out.text
  }

  // MARK: - Equality

  // NB: decimals compare by value, except that NaN equals NaN, so that a state holding NaN
  // agrees with itself and both engines' NaNs agree.
  /// Whether two values are the same: same kind, same contents, records in the same order.
  public static func == (lhs: StateValue, rhs: StateValue) -> Bool {
    // NB: one switch on each side rather than on a tuple of both, which copied (retained and
    // released) both payloads on every comparison.
    switch lhs.storage {
    case .integer(let a):
      if case .integer(let b) = rhs.storage { return a == b }
    case .decimal(let a):
      if case .decimal(let b) = rhs.storage { return a == b || (a.isNaN && b.isNaN) }
    case .bool(let a):
      if case .bool(let b) = rhs.storage { return a == b }
    case .string(let a):
      if case .string(let b) = rhs.storage { return a == b }
    case .none:
      if case .none = rhs.storage { return true }
    case .list(let a):
      if case .list(let b) = rhs.storage { return a == b }
    case .record(let a):
      if case .record(let b) = rhs.storage { return a.names == b.names && a.values == b.values }
    }
    return false
  }

  /// Hashes the value consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    if case .decimal(let value) = storage, value.isNaN {
      hasher.combine(Double.nan.bitPattern)
    } else {
      hasher.combine(storage)
    }
  }
}
