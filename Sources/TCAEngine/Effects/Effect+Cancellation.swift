extension Effect {
  /// Makes this effect cancellable by `id`; with `cancelInFlight`, first cancels any running
  /// effect with the same id.
  ///
  /// Ids are scoped to a root store: the same id in another store is a different effect. As
  /// in TCA, they are also scoped to the child feature they are used in (an `ifLet` child,
  /// a presented destination, a stack element), so two children's `CancelID.load` differ.
  /// As in TCA, `.none` stays `.none` (it cancels nothing, even with `cancelInFlight`), and a
  /// `.run` (or a merge or concatenation of runs only) is marked, and cancels in flight, when
  /// its task starts, not when the reducer returns it; effects with `.send`s are marked at
  /// once. Once cancelled, a `.run` body's task is cancelled and its `send` drops actions.
  ///
  /// ```swift
  /// return .run { send in
  ///   try await clock.sleep(for: .milliseconds(300))
  ///   await send(.search(query))
  /// }
  /// .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone { return self }
    return Self(
      operation: .cancellable(
        id: Self.scopedCancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect marked with `id`.
  ///
  /// Takes effect immediately, when the store starts it; as in TCA, it misses a `.run` whose
  /// task has not started yet (one returned earlier in the same synchronous `send`).
  ///
  /// ```swift
  /// case .stopButtonTapped: return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: Self.scopedCancelID(id)))
  }
}
