/// Where a child feature lives: the key path to its state and, when it has one, its identity.
///
/// As in TCA, an optional or presented child is identified by the path to its state plus
/// what tells two values there apart (its `Identifiable` id, or the case of an enum), so
/// replacing a child with another one ends the first one's effects.
struct NavigationID: Hashable, @unchecked Sendable {
  // NB: `@unchecked`: key paths are immutable values; `AnyKeyPath` is just not marked.
  let keyPath: AnyKeyPath
  let identity: AnyHashable?

  init<Value>(keyPath: AnyKeyPath, value: Value) {
    self.keyPath = keyPath
    self.identity = NavigationID.identity(of: value)
  }

  init(keyPath: AnyKeyPath, identity: AnyHashable?) {
    self.keyPath = keyPath
    self.identity = identity
  }

  /// The `Identifiable` id of `value`, or for an enum the name of its case.
  static func identity<Value>(of value: Value) -> AnyHashable? {
    if let identifiable = value as? any Identifiable {
      return identifiableID(identifiable)
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum {
      return AnyHashable(mirror.children.first?.label ?? String(describing: value))
    }
    return nil
  }

  private static func identifiableID<T: Identifiable>(_ value: T) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// The chain of children from the root to the reducer running now.
///
/// Bound while a child reducer runs, so the cancel ids it uses are its own: the same
/// `CancelID.load` in two presented children, or in two stack elements, are two ids.
struct NavigationIDPath: Hashable, @unchecked Sendable {
  var path: [NavigationID] = []

  // NB: Optional, so the read every `.cancellable(id:)` makes at the root (nothing bound)
  // copies no array.
  @TaskLocal static var bound: NavigationIDPath?

  /// The path of the reducer running now: empty at the root.
  static var current: NavigationIDPath { bound ?? NavigationIDPath() }

  var isEmpty: Bool { path.isEmpty }

  func appending(_ id: NavigationID) -> Self {
    var copy = self
    copy.path.append(id)
    return copy
  }
}

/// A feature's cancel id with its type, so ids of different types never match.
struct TypedCancelID: Hashable, @unchecked Sendable {
  // NB: `@unchecked`: the id is the caller's `Sendable` value, only erased.
  let type: ObjectIdentifier
  let id: AnyHashable
}

/// A feature's cancel id, qualified by the child it was used in.
struct ScopedCancelID: Hashable, @unchecked Sendable {
  let id: AnyHashable
  let path: NavigationIDPath

  /// The keys an effect marked with `id` is registered under: `id` itself and, for an id
  /// used in a child, the same id at each shorter prefix of the child's path, down to the
  /// bare id the root uses.
  static func registrationKeys(for id: AnyHashable) -> [AnyHashable] {
    guard let scoped = id.base as? ScopedCancelID else { return [id] }
    var keys: [AnyHashable] = [id]
    var prefix = scoped.path.path
    while !prefix.isEmpty {
      prefix.removeLast()
      let ancestor = NavigationIDPath(path: prefix)
      keys.append(
        prefix.isEmpty ? scoped.id : AnyHashable(ScopedCancelID(id: scoped.id, path: ancestor)))
    }
    return keys
  }
}

/// The id every effect of one child is cancellable by, so removing the child ends them.
struct ChildEffectsID: Hashable, Sendable {
  let path: NavigationIDPath
}

extension Effect {
  /// The cancel id `id` means where the reducer runs now: itself at the root, qualified
  /// inside a child.
  ///
  /// NB: As TCA's `_CancelID`, the id's type is part of it: `AnyHashable` alone would make
  /// `1` and `1.0` (or `Int8(1)`) the same id.
  static func scopedCancelID<ID: Hashable & Sendable>(_ id: ID) -> AnyHashable {
    let typed = AnyHashable(TypedCancelID(type: ObjectIdentifier(ID.self), id: AnyHashable(id)))
    guard let path = NavigationIDPath.bound, !path.isEmpty else { return typed }
    return AnyHashable(ScopedCancelID(id: typed, path: path))
  }

  /// Marks every effect of the child at `path` cancellable by the child's id.
  func cancellable(childAt path: NavigationIDPath) -> Self {
    if isNone { return self }
    return Self(
      operation: .cancellable(
        id: AnyHashable(ChildEffectsID(path: path)), cancelInFlight: false, self))
  }

  /// Cancels every effect of the child at `path`.
  static func cancel(childAt path: NavigationIDPath) -> Self {
    Self(operation: .cancel(id: AnyHashable(ChildEffectsID(path: path))))
  }
}
