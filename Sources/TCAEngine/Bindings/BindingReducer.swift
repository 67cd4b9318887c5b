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
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// A binding reducer for the enclosing feature's state and action.
  ///
  /// ```swift
  /// BindingReducer()
  /// ```
  public init() {}

  /// Writes the field a binding action names; `.none` always.
  ///
  /// ```swift
  /// BindingReducer<State, Action>().reduce(into: &state, action: .binding(.set(\.text, "x")))
  /// ```
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}
