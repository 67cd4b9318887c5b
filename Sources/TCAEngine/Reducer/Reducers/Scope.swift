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
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>?
  /// Set instead of `toChildState` when the child is one case of enum state.
  @usableFromInline let toChildCase: _ScopedCase<ParentState, ParentAction, Child.State>?
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
    self.toChildCase = nil
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Scopes `child` to one case of enum state and the actions of case `toChildAction`.
  ///
  /// As in TCA, a child action that arrives while the state is in another case is reported
  /// (a test failure in a `TestStore`) and ignored.
  ///
  /// ```swift
  /// // State is an enum with `case loggedIn(LoggedIn.State)`.
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = nil
    self.toChildCase = _ScopedCase(
      path: AnyCasePath(toChildState), fileID: fileID, line: line)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// `Scope(state:action:)` without the `state:` label, as TCA spells it after 1.25.5.
  ///
  /// ```swift
  /// Scope(\.counter, action: \.counter) { CounterScopeFeature() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// The enum-state `Scope(state:action:)` without the `state:` label, as TCA after 1.25.5.
  ///
  /// ```swift
  /// Scope(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child, fileID: fileID, line: line)
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
    let effect: Effect<Child.Action>
    if let toChildState {
      effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
    } else {
      effect = reduceCase(into: &state, action: action, childAction: childAction)
    }
    // NB: Checked first so the common `.none` never allocates the mapping closure.
    if effect.isNone { return .none }
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }
  }
}

extension Scope {
  @usableFromInline
  func reduceCase(
    into state: inout ParentState, action: ParentAction, childAction: Child.Action
  ) -> Effect<Child.Action> {
    guard let toChildCase, var childState = toChildCase.path.extract(from: state) else {
      if let toChildCase {
        RuntimeWarning.emit(
          """
          A "Scope" at "\(toChildCase.fileID):\(toChildCase.line)" received a child action \
          when child state was set to a different case.

            Action:
          \(TestStoreMessage.indent(Dump.render(action), by: 4))
            State:
          \(TestStoreMessage.indent(Dump.render(state), by: 4))

          This is generally considered an application logic error: a parent reducer changed \
          the case before this reducer ran, or an in-flight effect emitted this action after \
          it did.
          """)
      }
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = toChildCase.path.embed(childState)
    return effect
  }
}

/// Where a case-scoped `Scope` was written, and the case it focuses on.
@usableFromInline
struct _ScopedCase<ParentState, ParentAction, ChildState> {
  let path: AnyCasePath<ParentState, ChildState>
  let fileID: StaticString
  let line: UInt
}
