extension Reducer {
  /// Runs `child` on optional child state while it is present, for the child's actions.
  ///
  /// As TCA's `ifLet`: the child runs first, then this reducer. When this reducer sets the
  /// child state to `nil` (or to a child with another identity), every effect the child
  /// started is cancelled. A child action that arrives while the state is `nil` is a logic
  /// error: it is reported (a test failure in a `TestStore`) and only this reducer runs.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.child, action: \.child) { Child() }
  /// }
  /// ```
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction), fileID: fileID, line: line)
  }

  /// `ifLet` for a child with no logic of its own (such as alert state): it still nils
  /// ephemeral state on any of its actions and cancels nothing else.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  public func ifLet<WrappedState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID,
      line: line)
  }
}

/// The reducer `ifLet(_:action:then:)` returns.
///
/// ```swift
/// let reducer: _IfLetReducer<Parent, Child> = Parent().ifLet(\.child, action: \.child) { Child() }
/// ```
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let fileID: StaticString
  let line: UInt

  /// Runs the child (when the action is its own), then the parent, then cancels the child's
  /// effects if the parent removed or replaced it.
  ///
  /// ```swift
  /// reducer.reduce(into: &state, action: .child(.dismissButtonTapped))
  /// ```
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childAction = toChildAction.extract(from: action)
    var childEffects = Effect<Parent.Action>.none
    if let childAction {
      childEffects = reduceChild(into: &state, action: childAction)
    }
    let idBefore = state[keyPath: toChildState].map(navigationID(for:))
    let parentEffects = parent.reduce(into: &state, action: action)
    let idAfter = state[keyPath: toChildState].map(navigationID(for:))

    if childAction != nil, idBefore == idAfter, let child = state[keyPath: toChildState],
      isEphemeral(child)
    {
      state[keyPath: toChildState] = nil
    }
    var cancelEffects = Effect<Parent.Action>.none
    if let idBefore, idBefore != idAfter {
      cancelEffects = .cancel(childAt: NavigationIDPath.current.appending(idBefore))
    }
    return .merge(childEffects, parentEffects, cancelEffects)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Child.Action
  ) -> Effect<Parent.Action> {
    guard let childState = state[keyPath: toChildState] else {
      RuntimeWarning.emit(
        NavigationMessage.childActionWhileNil(
          "ifLet", fileID: fileID, line: line, action: toChildAction.embed(action)))
      return .none
    }
    let path = NavigationIDPath.current.appending(navigationID(for: childState))
    let effects = NavigationIDPath.$bound.withValue(path) {
      child.reduce(into: &state[keyPath: toChildState]!, action: action)
    }
    let toChildAction = self.toChildAction
    return effects.map { toChildAction.embed($0) }.cancellable(childAt: path)
  }

  private func navigationID(for childState: Child.State) -> NavigationID {
    NavigationID(keyPath: toChildState, value: childState)
  }
}

/// State that goes away as soon as it is acted on: alerts and confirmation dialogs.
///
/// A presented alert is dismissed by any of its buttons, so `ifLet` nils it on any of its
/// actions, as TCA does.
///
/// ```swift
/// AlertState<Action.Alert>(title: { TextState("Delete?") }) is any _EphemeralState  // true
/// ```
public protocol _EphemeralState {
  /// The type of the actions the state's buttons send.
  ///
  /// ```swift
  /// AlertState<Action.Alert>.actionType  // Action.Alert.self
  /// ```
  static var actionType: Any.Type { get }
}

/// Whether `value` is an alert or dialog, or an enum case holding one (a `Destination.State`
/// with `case alert(AlertState<…>)`), as TCA's `isEphemeral` sees through enum cases.
func isEphemeral(_ value: Any) -> Bool {
  ephemeralActionType(of: value) != nil
}

/// The action type of the alert or dialog `value` is or holds in its enum case, if any.
func ephemeralActionType(of value: Any) -> Any.Type? {
  if let ephemeral = value as? any _EphemeralState { return type(of: ephemeral).actionType }
  guard let payload = enumPayload(of: value) else { return nil }
  return (payload as? any _EphemeralState).map { type(of: $0).actionType }
}

/// Whether `action` is one an alert or dialog sending `actionType` can send: of that type, or
/// an enum case holding one (a `Destination.Action`'s `case alert(Alert)`), as TCA's
/// `canSend`. Only such an action dismisses the alert.
func canSend(_ action: Any, as actionType: Any.Type) -> Bool {
  if type(of: action) == actionType { return true }
  guard let payload = enumPayload(of: action) else { return false }
  return type(of: payload) == actionType
}

private func enumPayload(of value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  return mirror.children.first?.value
}

/// The runtime reports of the navigation reducers, worded as TCA words them.
enum NavigationMessage {
  static func childActionWhileNil(
    _ reducer: String, fileID: StaticString, line: UInt, action: Any
  ) -> String {
    """
    An "\(reducer)" at "\(fileID):\(line)" received a child action when child state was "nil".

      Action:
    \(TestStoreMessage.indent(Dump.render(action), by: 4))

    This is generally considered an application logic error: a parent reducer set child state \
    to "nil" before this reducer ran, an in-flight effect emitted this action after the child \
    state became "nil", or the action was sent while the state was "nil".
    """
  }

  static func childActionForOtherCase(
    fileID: StaticString, line: UInt, action: Any, state: Any
  ) -> String {
    """
    An "ifCaseLet" at "\(fileID):\(line)" received a child action when child state was set to \
    a different case.

      Action:
    \(TestStoreMessage.indent(Dump.render(action), by: 4))
      State:
    \(TestStoreMessage.indent(Dump.render(state), by: 4))

    This is generally considered an application logic error: a parent reducer changed the \
    case before this reducer ran, or an in-flight effect emitted this action after it did.
    """
  }

  static func presentationActionWhileNil(fileID: StaticString, line: UInt, action: Any) -> String {
    """
    An "ifLet" at "\(fileID):\(line)" received a presentation action when destination state was \
    absent.

      Action:
    \(TestStoreMessage.indent(Dump.render(action), by: 4))

    This is generally considered an application logic error: a parent reducer set destination \
    state to "nil" before this reducer ran, or the action was sent while it was "nil".
    """
  }

  static func couldNotDismiss(fileID: StaticString, line: UInt) -> String {
    """
    A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

    Nothing presents this reducer: no presentation "ifLet" or stack "forEach" runs it. A \
    reducer that may also run at the root should ask @Dependency(\\.isPresented) before it \
    calls @Dependency(\\.dismiss).
    """
  }
}
