/// An object equal only to itself, as ReactorKit's `IdentityEquatable`: reactors compare by
/// identity.
///
/// ```swift
/// final class CounterReactor: Reactor, IdentityEquatable { … }
/// reactor == reactor  // true; another instance with the same state: false
/// ```
public protocol IdentityEquatable: AnyObject, Equatable {}

extension IdentityEquatable {
  /// Whether `lhs` and `rhs` are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }
}

/// An object hashed by its identity, as ReactorKit's `IdentityHashable`.
///
/// ```swift
/// final class RowReactor: Reactor, IdentityHashable { … }
/// let reactors: Set<RowReactor> = [first, second]
/// ```
public protocol IdentityHashable: Hashable, IdentityEquatable {}

extension IdentityHashable {
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
