/// Groups reducers into one, run in the order listed.
///
/// Useful to apply an operator to several reducers at once, or to build a reducer outside a
/// `body`.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.counter, action: \.counter) { CounterScopeFeature() }
///   Reduce { state, action in .none }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers the builder closure lists.
  ///
  /// They run top to bottom on the same state; their effects merge.
  ///
  /// ```swift
  /// CombineReducers { A(); B() }
  /// ```
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the combined reducers.
  ///
  /// Exactly as if they were written in the enclosing body.
  ///
  /// ```swift
  /// CombineReducers { A(); B() }.reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
