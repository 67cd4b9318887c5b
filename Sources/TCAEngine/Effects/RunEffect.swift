/// What a `.run` effect is made of: its body, where its errors go, and the dependencies in
/// force where it was created.
///
/// The store runs it as one task, catching the body's errors itself, so a suspended effect
/// carries no wrapper frames between its task and its body.
@usableFromInline
struct RunEffect<Action>: Sendable {
  let priority: TaskPriority?
  let dependencies: DependencyValues
  let operation: @Sendable (Send<Action>) async throws -> Void
  let onError: @Sendable (any Error, Send<Action>) async -> Void

  /// Runs the body with `send`: cancellation ends it quietly, and so does any error thrown
  /// once the task is cancelled (as TCA, which never calls `catch` then); any other error goes
  /// to `onError`.
  func callAsFunction(_ send: Send<Action>) async {
    do {
      try await operation(send)
    } catch is CancellationError {
      return
    } catch {
      guard !Task.isCancelled else { return }
      await onError(error, send)
    }
  }

  /// This effect sending its actions through `transform`.
  func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> RunEffect<T> {
    let operation = self.operation
    let onError = self.onError
    return RunEffect<T>(
      priority: priority, dependencies: dependencies,
      operation: { send in try await operation(Send { send.send(transform($0)) }) },
      onError: { error, send in await onError(error, Send { send.send(transform($0)) }) })
  }
}

extension RunEffect {
  /// `map(_:)` that also binds the presentation the body belongs to: `\.dismiss` called in
  /// it sends `dismissAction()` through the mapped `send`.
  func map<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    dismissingWith dismissAction: @escaping @Sendable () -> T
  ) -> RunEffect<T> {
    let operation = self.operation
    let onError = self.onError
    return RunEffect<T>(
      priority: priority, dependencies: dependencies,
      operation: { send in
        try await DismissEffect.$presentation.withValue({ await send(dismissAction()) }) {
          try await operation(Send { send.send(transform($0)) })
        }
      },
      onError: { error, send in await onError(error, Send { send.send(transform($0)) }) })
  }
}
