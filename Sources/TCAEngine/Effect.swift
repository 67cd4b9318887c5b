/// Work a reducer asks the store to do after changing state: send actions, run async code.
///
/// Returned from every ``Reducer/reduce(into:action:)``. `.send` actions are delivered in the
/// same batch, right after the actions already queued; `.run` bodies start after the
/// synchronous `send` that produced them returns, in creation order.
///
/// ```swift
/// case .incrementButtonTapped:
///   state.isLoading = true
///   return .run { send in
///     try await clock.sleep(for: .milliseconds(500))
///     await send(.incrementResponse)
///   }
/// ```
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(RunEffect<Action>)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect<Action>)
    /// Marked with `id` from the moment it starts, whatever its kind: how a test store
    /// tracks a send's effects without changing when they run.
    case tracked(id: AnyHashable, Effect<Action>)
    case cancel(id: AnyHashable)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  @usableFromInline
  var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// Whether TCA would run this effect as one task (`.run`, or `.merge`/`.concatenate` of
  /// such), rather than as a Combine publisher subscribed synchronously.
  ///
  /// NB: TCA marks a task-kind effect `.cancellable` only once its task starts, so a
  /// `.cancel(id:)` in the same synchronous batch misses it; a publisher is marked at once.
  var isTaskKind: Bool {
    switch operation {
    case .run: true
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isTaskKind)
    case let .cancellable(_, _, effect), let .tracked(_, effect): effect.isTaskKind
    case .none, .send, .cancel: false
    }
  }
}

// MARK: - Creating effects

extension Effect {
  /// An effect that does nothing.
  ///
  /// The usual return value of a reducer; costs nothing to return.
  ///
  /// ```swift
  /// case .resetButtonTapped:
  ///   state.counter.count = 0
  ///   return .none
  /// ```
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends `action` back into the store immediately.
  ///
  /// Delivered in the same batch as the action that returned it, after actions queued before.
  ///
  /// ```swift
  /// case .buttonTapped: return .send(.delegate(.tapped))
  /// ```
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs async work, sending actions as it goes.
  ///
  /// The body starts after the `send` that returned it completes, on the store's executor.
  /// A thrown error goes to `handler`; `CancellationError` is dropped, and so is any error
  /// thrown once the effect is cancelled, which never reaches `handler`; any other error with
  /// no handler is reported as a runtime warning naming `fileID:line` (inside a
  /// ``TestStore``, a test failure), as in TCA. Actions sent after cancellation are ignored.
  /// The body sees the dependencies in force where the effect was created. `name` is TCA's
  /// task name, accepted for its spelling: the engine's tasks go unnamed.
  ///
  /// ```swift
  /// return .run { send in
  ///   try await clock.sleep(for: .seconds(1))
  ///   await send(.timerTicked)
  /// }
  /// ```
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let onError: @Sendable (any Error, Send<Action>) async -> Void
    if let handler {
      onError = handler
    } else {
      onError = { error, _ in
        RuntimeWarning.emit(unhandledErrorMessage(error, fileID: fileID, line: line))
      }
    }
    // NB: As TCA's `withEscapedDependencies`: the body runs with the dependencies in force
    // where the effect is created (the store's, and any `withDependencies` around it).
    return Self(
      operation: .run(
        RunEffect(
          priority: priority, dependencies: DependencyValues._current, operation: operation,
          onError: onError)))
  }

  /// Runs all `effects` at the same time.
  ///
  /// Their `.send`s are delivered in list order.
  ///
  /// ```swift
  /// return .merge(.send(.b), .send(.c))
  /// ```
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs all `effects` at the same time.
  ///
  /// The sequence form of ``merge(_:)-(Self...)``.
  ///
  /// ```swift
  /// return .merge(ids.map { .cancel(id: $0) })
  /// ```
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var parts: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .merge(nested): parts.append(contentsOf: nested)
      default: parts.append(effect)
      }
    }
    return parts.isEmpty ? .none : parts.count == 1 ? parts[0] : Self(operation: .merge(parts))
  }

  /// Runs `effects` one after another, each starting when the previous finished.
  ///
  /// Synchronous ones (`.send`) finish at once, so consecutive sends arrive in the same batch.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in await save() }, .send(.saved))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after another.
  ///
  /// The sequence form of ``concatenate(_:)-(Self...)``.
  ///
  /// ```swift
  /// return .concatenate(steps.map { .send(.step($0)) })
  /// ```
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    var parts: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .concatenate(nested): parts.append(contentsOf: nested)
      default: parts.append(effect)
      }
    }
    return parts.isEmpty
      ? .none : parts.count == 1 ? parts[0] : Self(operation: .concatenate(parts))
  }
}

// MARK: - Combining and transforming

extension Effect {
  /// Runs this effect and `other` at the same time.
  ///
  /// Merging with `.none` returns the other effect unchanged, with no allocation.
  ///
  /// ```swift
  /// effect.merge(with: .send(.logged))
  /// ```
  @inlinable
  public func merge(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): other
    case (_, .none): self
    case let (.merge(lhs), .merge(rhs)): Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): Self(operation: .merge([self] + rhs))
    default: Self(operation: .merge([self, other]))
    }
  }

  /// Runs this effect, then `other` once it has finished.
  ///
  /// Concatenating with `.none` returns the other effect unchanged.
  ///
  /// ```swift
  /// effect.concatenate(with: .send(.finished))
  /// ```
  @inlinable
  public func concatenate(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): other
    case (_, .none): self
    case let (.concatenate(lhs), .concatenate(rhs)): Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _): Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)): Self(operation: .concatenate([self] + rhs))
    default: Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect sends.
  ///
  /// How `Scope` lifts a child's effects into the parent's action case.
  ///
  /// ```swift
  /// childEffect.map { Action.counter($0) }
  /// ```
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      .none
    case let .send(action):
      .send(transform(action))
    case let .run(run):
      Effect<T>(operation: .run(run.map(transform)))
    case let .merge(effects):
      Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      Effect<T>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .tracked(id, effect):
      Effect<T>(operation: .tracked(id: id, effect.map(transform)))
    case let .cancel(id):
      Effect<T>(operation: .cancel(id: id))
    }
  }
}

/// The warning for an error a `.run` body threw with no `catch` handler, worded as TCA's.
extension Effect {
  /// `map(_:)` for a presented child's effects: each `.run` body sees a `\.dismiss` that
  /// sends `dismissAction()` to the presentation.
  func map<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    dismissingWith dismissAction: @escaping @Sendable () -> T
  ) -> Effect<T> {
    switch operation {
    case .none:
      .none
    case let .send(action):
      .send(transform(action))
    case let .run(run):
      Effect<T>(operation: .run(run.map(transform, dismissingWith: dismissAction)))
    case let .merge(effects):
      Effect<T>(
        operation: .merge(effects.map { $0.map(transform, dismissingWith: dismissAction) }))
    case let .concatenate(effects):
      Effect<T>(
        operation: .concatenate(
          effects.map { $0.map(transform, dismissingWith: dismissAction) }))
    case let .cancellable(id, cancelInFlight, effect):
      Effect<T>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight,
          effect.map(transform, dismissingWith: dismissAction)))
    case let .tracked(id, effect):
      Effect<T>(operation: .tracked(id: id, effect.map(transform, dismissingWith: dismissAction)))
    case let .cancel(id):
      Effect<T>(operation: .cancel(id: id))
    }
  }
}

private func unhandledErrorMessage(_ error: any Error, fileID: StaticString, line: UInt) -> String {
  """
  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

  \(TestStoreMessage.indent(Dump.render(error), by: 4))

  Catch it: give "Effect.run" a "catch:" closure, or wrap the throwing work in "do"/"catch". \
  Only a CancellationError may leave the operation unhandled.
  """
}
