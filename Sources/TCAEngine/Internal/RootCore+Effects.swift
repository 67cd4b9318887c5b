// MARK: - Starting effects

extension RootCore {
  /// Starts `effect`; returns `true` when it finished synchronously, otherwise calls
  /// `onFinish` exactly once when it finishes.
  func start(
    _ effect: Effect<Action>, in scopes: [CancellationScope], onFinish: (() -> Void)?
  ) -> Bool {
    switch effect.operation {
    case .none:
      return true
    case let .send(action):
      send(action, origin: .effect)
      return true
    case let .cancel(id):
      cancel(id: id)
      return true
    case let .run(run):
      // NB: A refused effect counts as finished at once, so the store stays consistent.
      return !startTask(run, in: scopes, onFinish: onFinish)
    case let .merge(effects):
      return startMerge(effects, in: scopes, onFinish: onFinish)
    case let .concatenate(effects):
      let concatenation = Concatenation(effects: effects, scopes: scopes, onFinish: onFinish)
      return advance(concatenation)
    case let .cancellable(id, cancelInFlight, effect):
      let scope = CancellationScope(id: id)
      if effect.isTaskKind {
        // NB: As TCA's `withTaskCancellation`: registered (and in-flight effects with the
        // same id cancelled) when the effect's task starts, not when the reducer returns.
        scope.pendingStart = PendingStart(cancelInFlight: cancelInFlight)
      } else {
        if cancelInFlight { cancel(id: id) }
        register(scope)
      }
      return start(effect, registeredIn: scope, within: scopes, onFinish: onFinish)
    case let .tracked(id, effect):
      let scope = CancellationScope(id: id, isTracking: true)
      register(scope)
      return start(effect, registeredIn: scope, within: scopes, onFinish: onFinish)
    }
  }

  /// Starts `effect` inside `scope`, removing the scope once it has finished.
  private func start(
    _ effect: Effect<Action>, registeredIn scope: CancellationScope,
    within scopes: [CancellationScope], onFinish: (() -> Void)?
  ) -> Bool {
    let finished = start(effect, in: scopes + [scope]) { [unowned self] in
      self.remove(scope)
      onFinish?()
    }
    if finished { remove(scope) }
    return finished
  }

  private func startMerge(
    _ effects: [Effect<Action>], in scopes: [CancellationScope], onFinish: (() -> Void)?
  ) -> Bool {
    guard let onFinish else {
      for effect in effects { _ = start(effect, in: scopes, onFinish: nil) }
      return false
    }
    let group = MergeGroup(onFinish: onFinish)
    for effect in effects {
      group.pending += 1
      if start(effect, in: scopes, onFinish: group.childFinished) { group.pending -= 1 }
    }
    group.pending -= 1
    return group.pending == 0
  }

  /// Starts the next parts of a concatenation until one of them is asynchronous; returns
  /// `true` when all parts have finished.
  private func advance(_ concatenation: Concatenation<Action>) -> Bool {
    while concatenation.index < concatenation.effects.count {
      if concatenation.scopes.contains(where: { $0.isCancelled }) { return true }
      let effect = concatenation.effects[concatenation.index]
      concatenation.index += 1
      let finished = start(effect, in: concatenation.scopes) { [unowned self] in
        if self.advance(concatenation) { concatenation.onFinish?() }
      }
      if !finished { return false }
    }
    return true
  }

  // MARK: Cancellation

  /// Cancels the effects registered under `id`: those marked with it at this exact place
  /// and, for a child's id, those its descendants marked with it (see ``register(_:)``).
  func cancel(id: AnyHashable) {
    guard let scopes = cancellables.removeValue(forKey: id) else { return }
    for scope in scopes {
      scope.cancel()
      remove(scope)
    }
  }

  /// Registers `scope` under each key its id answers to.
  ///
  /// NB: As TCA's cancellables collection, an id used inside a child is registered at every
  /// prefix of the child's navigation path, the root's included, so a parent's (or any
  /// ancestor's) `.cancel(id:)` reaches it, while a `.cancel(id:)` cancels only at its own
  /// path: a child's reaches its own and its descendants' effects, never its parent's.
  func register(_ scope: CancellationScope) {
    for key in scope.keys { cancellables[key, default: []].append(scope) }
  }

  /// Whether an effect marked `.cancellable(id: id)` is still running.
  @usableFromInline
  func isInFlight(cancellableBy id: AnyHashable) -> Bool {
    cancellables[id] != nil
  }

  /// Cancels the effects marked with `id`, as a returned `.cancel(id:)` would.
  @usableFromInline
  func cancelEffects(id: AnyHashable) {
    cancel(id: id)
  }

  /// Registers the scopes of task `id` that wait for their task to start, cancelling
  /// in-flight effects with the same id first where asked; returns whether it did any.
  func taskStarted(_ id: UInt64) -> Bool {
    guard let entry = running[id] else { return false }
    var didRegister = false
    for scope in entry.scopes {
      guard let pending = scope.pendingStart, !scope.isCancelled else { continue }
      scope.pendingStart = nil
      if pending.cancelInFlight { cancel(id: scope.id) }
      register(scope)
      didRegister = true
    }
    return didRegister
  }

  func remove(_ scope: CancellationScope) {
    for key in scope.keys {
      cancellables[key]?.removeAll { $0 === scope }
      if cancellables[key]?.isEmpty == true { cancellables[key] = nil }
    }
  }

}

// MARK: - Bookkeeping

/// The effects started under one `.cancellable(id:)`, cancelled together.
final class CancellationScope {
  /// The id the effect was marked with, where it was marked.
  let id: AnyHashable
  /// The keys the scope is registered under: `id`, and for a child's id the same id at each
  /// of the child's ancestors.
  let keys: [AnyHashable]
  /// Whether a test store made it to follow a send's effects, rather than the feature.
  let isTracking: Bool
  var tasks: [UInt64: Task<Void, Never>] = [:]
  private(set) var isCancelled = false
  /// Set while the scope waits for its first task to start before it is registered.
  var pendingStart: PendingStart?

  /// The id as the feature wrote it (qualified by its child's path inside a child), without
  /// the type it is also qualified by: what a lifetime event reports, so traces stay free of
  /// type identities, which differ from run to run.
  var featureID: AnyHashable {
    if let typed = id.base as? TypedCancelID { return typed.id }
    if let scoped = id.base as? ScopedCancelID, let typed = scoped.id.base as? TypedCancelID {
      return AnyHashable(ScopedCancelID(id: typed.id, path: scoped.path))
    }
    return id
  }

  init(id: AnyHashable, isTracking: Bool = false) {
    self.id = id
    self.keys = ScopedCancelID.registrationKeys(for: id)
    self.isTracking = isTracking
  }

  func cancel() {
    isCancelled = true
    for task in tasks.values { task.cancel() }
  }
}

/// What a scope does when its first task starts.
struct PendingStart {
  let cancelInFlight: Bool
}

/// Counts the unfinished parts of a merge and reports when the last one finishes.
final class MergeGroup {
  var pending = 1
  let onFinish: () -> Void

  init(onFinish: @escaping () -> Void) {
    self.onFinish = onFinish
  }

  func childFinished() {
    pending -= 1
    if pending == 0 { onFinish() }
  }
}

/// The progress of a concatenation: which part runs next.
final class Concatenation<Action> {
  let effects: [Effect<Action>]
  let scopes: [CancellationScope]
  let onFinish: (() -> Void)?
  var index = 0

  init(effects: [Effect<Action>], scopes: [CancellationScope], onFinish: (() -> Void)?) {
    self.effects = effects
    self.scopes = scopes
    self.onFinish = onFinish
  }
}
