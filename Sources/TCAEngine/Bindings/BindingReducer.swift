/// Applies binding actions to state: `BindingReducer()` in a body.
///
/// As in TCA, it writes the field and returns no effect; list it before the `Reduce` that
/// reacts to `.binding(\.field)` so that reducer sees the new value. Other actions pass by.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.text): return .send(.search)
///     case .binding: return .none
///     …
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// A binding reducer for the enclosing feature's state and action.
  ///
  /// ```swift
  /// BindingReducer()
  /// ```
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A binding reducer for binding actions nested in another case, as TCA's
  /// `BindingReducer(action: \.view)` for a `ViewAction` whose view actions are bindable.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
    let path = AnyCasePath(toViewAction)
    self.toViewAction = { path.extract(from: $0) }
  }

  /// Writes the field a binding action names; `.none` always.
  ///
  /// ```swift
  /// BindingReducer().reduce(into: &state, action: .binding(.set(\.text, "x")))
  /// ```
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.apply(to: &state)
    return .none
  }
}
