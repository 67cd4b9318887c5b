extension Reducer {
  /// Runs `child` on one case of enum state while the state is in that case.
  ///
  /// As TCA's `ifCaseLet`: the child runs first, then this reducer; when this reducer moves
  /// the state to another case (or to a child with another identity), the child's effects
  /// are cancelled. A child action that arrives while the state is in another case is
  /// reported and only this reducer runs.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildStateKeyPath: toCaseState,
      toChildState: AnyCasePath(toCaseState), toChildAction: AnyCasePath(toCaseAction),
      fileID: fileID, line: line)
  }
}

/// The reducer `ifCaseLet(_:action:then:)` returns.
///
/// ```swift
/// let reducer = App().ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
/// ```
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildStateKeyPath: AnyKeyPath
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let fileID: StaticString
  let line: UInt

  /// Runs the child (when the action is its own and the case matches), then the parent,
  /// then cancels the child's effects if the parent left the case.
  ///
  /// ```swift
  /// reducer.reduce(into: &state, action: .loggedIn(.logoutButtonTapped))
  /// ```
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = toChildState.extract(from: state) {
        let path = NavigationIDPath.current.appending(navigationID(for: childState))
        let effects = NavigationIDPath.$bound.withValue(path) {
          child.reduce(into: &childState, action: childAction)
        }
        state = toChildState.embed(childState)
        let toChildAction = self.toChildAction
        childEffects = effects.map { toChildAction.embed($0) }.cancellable(childAt: path)
      } else {
        RuntimeWarning.emit(
          NavigationMessage.childActionForOtherCase(
            fileID: fileID, line: line, action: action, state: state))
      }
    }
    let idBefore = toChildState.extract(from: state).map(navigationID(for:))
    let parentEffects = parent.reduce(into: &state, action: action)
    let idAfter = toChildState.extract(from: state).map(navigationID(for:))
    var cancelEffects = Effect<Parent.Action>.none
    if let idBefore, idBefore != idAfter {
      cancelEffects = .cancel(childAt: NavigationIDPath.current.appending(idBefore))
    }
    return .merge(childEffects, parentEffects, cancelEffects)
  }

  private func navigationID(for childState: Child.State) -> NavigationID {
    NavigationID(keyPath: toChildStateKeyPath, value: childState)
  }
}
