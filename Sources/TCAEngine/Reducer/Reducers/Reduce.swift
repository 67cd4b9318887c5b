/// A reducer made of a closure: where a feature's own logic lives.
///
/// The closure gets the state `inout` and the action, and returns the effect to run.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .counter: break
///   case .resetButtonTapped: state.counter.count = 0
///   }
///   return .none
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure.
  ///
  /// The closure is called for every action that reaches this point of the body.
  ///
  /// ```swift
  /// Reduce<Int, Void> { state, _ in state += 1; return .none }
  /// ```
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases another reducer to `Reduce`.
  ///
  /// Useful to store reducers of different types together.
  ///
  /// ```swift
  /// let erased = Reduce(CounterScopeFeature())
  /// ```
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce(into:action:)
  }

  /// Calls the closure.
  ///
  /// Whatever it returns is this reducer's effect.
  ///
  /// ```swift
  /// Reduce<Int, Void> { s, _ in s += 1; return .none }.reduce(into: &n, action: ())
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
