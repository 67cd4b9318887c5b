/// Runs a child reducer on a part of the parent's state, for the parent's child actions.
///
/// `state` is a writable key path to the child state, `action` a case key path to the
/// child's action case. Actions of other cases are ignored (`.none`); the child's effects are
/// mapped back into the parent case, so actions they send go through the whole root reducer
/// again. Like every body reducer, `Scope` runs where it is listed: list it before the
/// parent's `Reduce` and the parent sees the child's change.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     CounterScopeFeature()
///   }
///   Reduce { state, action in .none }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes `child` to the state at `toChildState` and the actions of case `toChildAction`.
  ///
  /// The case key path is resolved once, here, not per action.
  ///
  /// ```swift
  /// Scope(state: \.counter, action: \.counter) { CounterScopeFeature() }
  /// ```
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Runs the child in place when `action` is the child's case.
  ///
  /// Any other action returns `.none` and leaves state alone.
  ///
  /// ```swift
  /// scope.reduce(into: &state, action: .counter(.incrementButtonTapped))
  /// ```
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
    // NB: Checked first so the common `.none` never allocates the mapping closure.
    if effect.isNone { return .none }
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }
  }
}
