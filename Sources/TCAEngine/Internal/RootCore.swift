/// The root of a store tree: the reducer, the state, the action queue and the effects.
///
/// One FIFO queue per root, processed in a loop, never recursively: an action's effects
/// start right after it is reduced, `.send`s join the back of the queue, and state is
/// committed to observers once the queue is empty. `.run` effects are tasks on this core's
/// ``EffectExecutor``, drained at the end of every outermost `send`.
final class RootCore<R: Reducer>: Core {
  typealias State = R.State
  typealias Action = R.Action

  let reducer: R
  let executor = EffectExecutor()
  private(set) var state: State
  private var current: State
  private var queue: [(action: Action, origin: ActionOrigin)] = []
  private var isSending = false
  private var stateObservers: [(State) -> Void] = []
  private var actionObservers: [(Action, ActionOrigin) -> Void] = []

  // MARK: Effects

  private var nextTaskID: UInt64 = 0
  private var running: [UInt64: RunningTask] = [:]
  private var cancellables: [AnyHashable: [CancellationScope]] = [:]
  private lazy var reference = StoreReference(core: self, executor: executor)

  private struct RunningTask {
    let task: Task<Void, Never>
    let scopes: [CancellationScope]
    let onFinish: (() -> Void)?
  }

  init(initialState: State, reducer: R) {
    self.reducer = reducer
    self.state = initialState
    self.current = initialState
  }

  deinit {
    for entry in running.values { entry.task.cancel() }
    // NB: Lets cancelled effects unwind now instead of parking their jobs forever; their
    // `Send` finds no core and drops what they send.
    executor.runUntilIdle()
  }

  /// The number of `.run` effects still in flight.
  var runningEffectCount: Int { running.count }

  // MARK: Sending

  func send(_ action: Action, origin: ActionOrigin) {
    queue.append((action, origin))
    guard !isSending else { return }
    isSending = true
    var index = 0
    while index < queue.count {
      let (action, origin) = queue[index]
      index += 1
      for observer in actionObservers { observer(action, origin) }
      let effect = reducer.reduce(into: &current, action: action)
      if !effect.isNone { _ = start(effect, in: [], onFinish: nil) }
    }
    queue.removeAll(keepingCapacity: true)
    isSending = false
    state = current
    for observer in stateObservers { observer(state) }
    executor.runUntilIdle()
  }

  func observeStates(_ body: @escaping (State) -> Void) {
    stateObservers.append(body)
  }

  func observeActions(_ body: @escaping (Action, ActionOrigin) -> Void) {
    actionObservers.append(body)
  }

  // MARK: Starting effects

  /// Starts `effect`; returns `true` when it finished synchronously, otherwise calls
  /// `onFinish` exactly once when it finishes.
  private func start(
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
    case let .run(priority, body):
      startTask(priority: priority, body: body, in: scopes, onFinish: onFinish)
      return false
    case let .merge(effects):
      return startMerge(effects, in: scopes, onFinish: onFinish)
    case let .concatenate(effects):
      let concatenation = Concatenation(effects: effects, scopes: scopes, onFinish: onFinish)
      return advance(concatenation)
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id: id) }
      let scope = CancellationScope(id: id)
      cancellables[id, default: []].append(scope)
      let finished = start(effect, in: scopes + [scope]) { [unowned self] in
        self.remove(scope)
        onFinish?()
      }
      if finished { remove(scope) }
      return finished
    }
  }

  private func startTask(
    priority: TaskPriority?,
    body: @escaping @Sendable (Send<Action>) async -> Void,
    in scopes: [CancellationScope],
    onFinish: (() -> Void)?
  ) {
    let id = nextTaskID
    nextTaskID += 1
    let reference = self.reference
    let executor = self.executor
    let send = Send<Action> { reference.send($0) }
    let finish: @Sendable () -> Void = { reference.finish(id) }
    let operation: @Sendable () async -> Void = {
      await body(send)
      finish()
    }
    let task = EffectExecutor.$current.withValue(executor) {
      Task(executorPreference: executor, priority: priority) { await operation() }
    }
    running[id] = RunningTask(task: task, scopes: scopes, onFinish: onFinish)
    for scope in scopes { scope.tasks[id] = task }
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

  private func cancel(id: AnyHashable) {
    guard let scopes = cancellables.removeValue(forKey: id) else { return }
    for scope in scopes { scope.cancel() }
  }

  private func remove(_ scope: CancellationScope) {
    cancellables[scope.id]?.removeAll { $0 === scope }
    if cancellables[scope.id]?.isEmpty == true { cancellables[scope.id] = nil }
  }

  fileprivate func taskFinished(_ id: UInt64) {
    guard let entry = running.removeValue(forKey: id) else { return }
    for scope in entry.scopes { scope.tasks[id] = nil }
    entry.onFinish?()
  }
}

// MARK: - Bookkeeping

/// The effects started under one `.cancellable(id:)`, cancelled together.
private final class CancellationScope {
  let id: AnyHashable
  var tasks: [UInt64: Task<Void, Never>] = [:]
  private(set) var isCancelled = false

  init(id: AnyHashable) {
    self.id = id
  }

  func cancel() {
    isCancelled = true
    for task in tasks.values { task.cancel() }
  }
}

/// Counts the unfinished parts of a merge and reports when the last one finishes.
private final class MergeGroup {
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
private final class Concatenation<Action> {
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

/// The way an effect's task reaches its store.
///
/// NB: `@unchecked Sendable` because effect tasks must capture it, yet the store is not
/// thread-safe. It is runtime-checked instead: effect tasks only run while this core's
/// executor is being drained, on the draining thread, and every use preconditions exactly
/// that, so the core is never touched from two threads. `core` is weak so a running effect
/// does not keep its store alive; sends after the store is gone are dropped.
private final class StoreReference<R: Reducer>: @unchecked Sendable {
  private weak var core: RootCore<R>?
  private let executor: EffectExecutor

  init(core: RootCore<R>, executor: EffectExecutor) {
    self.core = core
    self.executor = executor
  }

  func send(_ action: R.Action) {
    checkThread()
    core?.send(action, origin: .effect)
  }

  func finish(_ id: UInt64) {
    checkThread()
    core?.taskFinished(id)
  }

  private func checkThread() {
    precondition(
      executor.isDrainingOnCurrentThread,
      "An effect's 'send' was called outside the store's effect executor."
    )
  }
}
