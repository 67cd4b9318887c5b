extension Reducer {
  /// Runs `element` on each element of an identified array, for the elements' actions.
  ///
  /// As TCA's `forEach`:
  /// - `.element(id:action:)` runs that element's reducer first, then this reducer, so the
  ///   element still exists when it handles its own action;
  /// - an action for an id that is not in the array is reported (a test failure in a
  ///   `TestStore`), and only this reducer runs;
  /// - an element's effects are its own: when this reducer removes the element, every effect
  ///   it started is cancelled.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.rows, action: \.rows) { Row() }
  /// }
  /// ```
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction), fileID: fileID, line: line)
  }
}

/// The reducer `forEach(_:action:element:)` returns for an identified array.
///
/// ```swift
/// let reducer = Todos().forEach(\.todos, action: \.todos) { Todo() }
/// ```
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  Reducer
{
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let fileID: StaticString
  let line: UInt

  /// Runs the element (when the action is one of its own), then the parent, then cancels the
  /// effects of every element the parent removed.
  ///
  /// ```swift
  /// reducer.reduce(into: &state, action: .todos(.element(id: id, action: .toggled)))
  /// ```
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var elementEffects = Effect<Parent.Action>.none
    if case let .element(id, elementAction) = toElementAction.extract(from: action) {
      elementEffects = reduceElement(into: &state, id: id, action: elementAction, of: action)
    }
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    var cancelEffects = Effect<Parent.Action>.none
    if idsBefore != idsAfter {
      cancelEffects = .merge(
        idsBefore.subtracting(idsAfter).map { .cancel(childAt: path(for: $0)) })
    }
    return .merge(elementEffects, parentEffects, cancelEffects)
  }

  private func reduceElement(
    into state: inout Parent.State, id: ID, action: Element.Action, of parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    guard state[keyPath: toElementsState].ids.contains(id) else {
      RuntimeWarning.emit(
        ForEachMessage.actionForMissingElement(fileID: fileID, line: line, action: parentAction))
      return .none
    }
    let elementPath = path(for: id)
    let effects = NavigationIDPath.$bound.withValue(elementPath) {
      element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: action)
    }
    let toElementAction = self.toElementAction
    return effects.map { toElementAction.embed(.element(id: id, action: $0)) }
      .cancellable(childAt: elementPath)
  }

  private func path(for id: ID) -> NavigationIDPath {
    NavigationIDPath.current.appending(
      NavigationID(keyPath: toElementsState, identity: AnyHashable(id)))
  }
}

/// The runtime report of `forEach`, worded as TCA words it.
enum ForEachMessage {
  static func actionForMissingElement(fileID: StaticString, line: UInt, action: Any) -> String {
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element.

      Action:
        \(debugCaseOutput(action))

    The row this action is for is not in the collection. Either the parent removed the row \
    before the row's reducer saw the action (run ".forEach" before the parent's own logic, as \
    TCA's "body" order does), or an effect of the removed row sent it after the row was gone \
    (cancel the row's effects when it is removed), or a view of the row sent it after it was \
    removed.
    """
  }
}
