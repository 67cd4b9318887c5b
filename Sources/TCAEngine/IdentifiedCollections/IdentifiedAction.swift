/// The actions of the rows of an ``IdentifiedArray``: one row's action, with that row's id.
///
/// TCA's `IdentifiedAction`; a parent's action case wraps it (`case rows(IdentifiedActionOf<Row>)`)
/// and `forEach(\.rows, action: \.rows)` gives each action to its row.
///
/// ```swift
/// store.send(.rows(.element(id: 1, action: .toggled)))
/// await store.receive(\.rows[id: 1].saved)
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action of the element with `id`.
  case element(id: ID, action: Action)

  /// The case paths of ``IdentifiedAction``: `element`, and, as in TCA, `\.rows[id: 1]` for
  /// one element's actions.
  ///
  /// ```swift
  /// store.receive(\.rows.element)
  /// store.send(\.rows[id: 1].toggled)
  /// ```
  public struct AllCasePaths: Sendable {
    /// The `.element` case.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } })
    }

    /// The actions of the element with `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The ``IdentifiedAction`` of reducer `R`, whose state is `Identifiable`.
///
/// ```swift
/// case rows(IdentifiedActionOf<Row>)
/// ```
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
