/// The actions of a navigation stack: an element's action, a push, or a pop.
///
/// TCA's `StackAction`; a parent's action case wraps it (`case path(StackActionOf<Path>)`)
/// and `forEach(\.path, action: \.path)` applies it.
///
/// ```swift
/// await store.send(.path(.push(id: 0, state: .detail(Detail.State()))))
/// await store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
/// await store.send(.path(.popFrom(id: 0)))
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and all above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id`.
  case push(id: StackElementID, state: State)
}

/// The ``StackAction`` of reducer `R`'s state and action.
///
/// ```swift
/// case path(StackActionOf<Path>)
/// ```
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of ``StackAction``: `element`, `popFrom`, `push`, and, as in TCA,
  /// `\.path[id: 0]` for one element's actions.
  ///
  /// ```swift
  /// store.receive(\.path.popFrom)
  /// store.send(\.path[id: 0].detail.saveTapped)
  /// ```
  public struct AllCasePaths: Sendable {
    /// The `.element` case.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } })
    }
    /// The `.popFrom` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case let .popFrom(id) = $0 { id } else { nil } })
    }
    /// The `.push` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case let .push(id, state) = $0 { (id, state) } else { nil } })
    }
    /// The actions of the element with `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          if case let .element(elementID, action) = $0, elementID == id { action } else { nil }
        })
    }
  }

  /// The case paths of every case.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
