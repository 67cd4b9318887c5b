/// The way a `.run` effect sends actions back into its store.
///
/// Call it like a function: `await send(.action)`. Once the effect is cancelled, actions sent
/// through it are dropped. Sending processes the action immediately, on the store's executor.
///
/// ```swift
/// return .run { send in
///   try await clock.sleep(for: .milliseconds(500))
///   await send(.incrementResponse)
/// }
/// ```
public struct Send<Action>: Sendable {
  let send: @Sendable (Action) -> Void

  /// Creates a `Send` from a closure; for tests and adapters.
  ///
  /// Stores create the `Send` handed to effects themselves.
  ///
  /// ```swift
  /// let send = Send<Int> { print($0) }
  /// ```
  public init(send: @escaping @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action, unless the current task is cancelled.
  ///
  /// `async` so effects write `await send(.x)` exactly as in TCA.
  ///
  /// ```swift
  /// await send(.incrementResponse)
  /// ```
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
