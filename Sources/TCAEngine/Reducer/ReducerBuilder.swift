/// The result builder behind ``Reducer/body``.
///
/// Statements become reducers run in order; `if`/`else`, optional `if` and `for` loops are
/// supported, as in TCA.
///
/// ```swift
/// @ReducerBuilder<State, Action>
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in .none }
///   if isLogging { Reduce { _, action in print(action); return .none } }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// An empty body does nothing.
  ///
  /// Produces an ``EmptyReducer``.
  ///
  /// ```swift
  /// CombineReducers {}
  /// ```
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// Pins each statement to the builder's state and action types.
  ///
  /// This is what lets `Scope` and `Reduce` infer their generic parameters.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  /// ```
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// The first statement of a block.
  ///
  /// Blocks are folded pairwise from the top.
  ///
  /// ```swift
  /// Scope(state: \.counter, action: \.counter) { CounterScopeFeature() }
  /// ```
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Runs `accumulated` and then `next`, merging their effects.
  ///
  /// The source order of a body is its run order.
  ///
  /// ```swift
  /// Scope(…) { … }   // runs first
  /// Reduce { … }     // then this
  /// ```
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// The `if` branch of an `if`/`else`.
  ///
  /// Only the taken branch runs.
  ///
  /// ```swift
  /// if flag { A() } else { B() }
  /// ```
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else`.
  ///
  /// Only the taken branch runs.
  ///
  /// ```swift
  /// if flag { A() } else { B() }
  /// ```
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// An `if` without `else`: when the condition is false the reducer does nothing.
  ///
  /// `Optional` of a reducer is a reducer.
  ///
  /// ```swift
  /// if isEnabled { Reduce { … } }
  /// ```
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// A `for` loop: each iteration's reducer runs in order.
  ///
  /// The effects of all of them merge.
  ///
  /// ```swift
  /// for step in steps { Reduce { state, _ in state.count += step; return .none } }
  /// ```
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers)
  }

  /// `#available` branches keep their reducer.
  ///
  /// Nothing is erased.
  ///
  /// ```swift
  /// if #available(macOS 15, *) { Reduce { … } }
  /// ```
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ wrapped: R) -> R {
    wrapped
  }
}
