/// A reducer that changes nothing and returns no effect.
///
/// The body of an empty builder block, and a placeholder in compositions.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the empty reducer.
  ///
  /// State and action types are inferred from context.
  ///
  /// ```swift
  /// EmptyReducer<Int, Void>()
  /// ```
  @inlinable
  public init() {}

  /// Returns `.none` without touching state.
  ///
  /// Every action is ignored.
  ///
  /// ```swift
  /// EmptyReducer<Int, Void>().reduce(into: &n, action: ())  // .none, n unchanged
  /// ```
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
