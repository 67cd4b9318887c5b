extension Reducer {
  /// This reducer with the dependency at `keyPath` set to `value`, for it and its effects.
  ///
  /// The rest of the app keeps its own value, as with TCA's `dependency(_:_:)`.
  ///
  /// ```swift
  /// Scope(state: \.feature, action: \.feature) {
  ///   Feature().dependency(\.continuousClock, ImmediateClock())
  /// }
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }
}

/// A reducer run with some dependencies changed: what ``Reducer/dependency(_:_:)`` returns.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  /// Runs the base reducer inside the changed dependencies; its effects keep them.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }
}
