/// The root of a store tree: the reducer, the state, the action queue and the effects.
///
/// One FIFO queue per root, processed in a loop, never recursively: an action's effects
/// start right after it is reduced, `.send`s join the back of the queue, and state is
/// committed to observers once the queue is empty. `.run` effects are tasks on this core's
/// ``EffectExecutor``, drained by `runEffects()` (the test store after each step, the test
/// clock after each wake-up, the replay after each step), never inside `send`.
@usableFromInline
final class RootCore<R: Reducer>: Core {
  @usableFromInline typealias State = R.State
  @usableFromInline typealias Action = R.Action

  // NB: The send loop is `@inlinable` (with what it touches `@usableFromInline`) so a store
  // created for a concrete feature runs a specialized loop, free of generic metadata look-ups
  // per action. Its mutable state lives behind a pointer the core owns: class properties
  // would pay a dynamic exclusivity check on every access, and the core is confined to one
  // thread anyway (see `StoreReference`).
  @usableFromInline let reducer: Reduce<R.State, R.Action>
  @usableFromInline let executor = EffectExecutor()
  @usableFromInline let loop: UnsafeMutablePointer<Loop>
  /// The dependencies the store was created with, in force while its reducer runs.
  @usableFromInline let dependencies: DependencyValues

  @usableFromInline
  struct Loop {
    @usableFromInline var committed: State
    @usableFromInline var current: State
    @usableFromInline var queue: [Action] = []
    @usableFromInline var origins: [ActionOrigin] = []
    @usableFromInline var isSending = false
    @usableFromInline var stateObservers: [(State) -> Void] = []
    @usableFromInline var actionObservers: [(Action, ActionOrigin) -> Void] = []

    init(state: State) {
      self.committed = state
      self.current = state
    }
  }

  // MARK: Effects

  var nextTaskID: UInt64 = 0
  var running: [UInt64: RunningTask] = [:]
  var cancellables: [AnyHashable: [CancellationScope]] = [:]
  private lazy var reference = StoreReference(core: self, executor: executor)

  struct RunningTask {
    let task: Task<Void, Never>
    let scopes: [CancellationScope]
    let onFinish: (() -> Void)?
  }

  @usableFromInline
  init(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.reducer = reducer._storeReducer()
    self.dependencies = dependencies
    self.loop = .allocate(capacity: 1)
    self.loop.initialize(to: Loop(state: initialState))
  }

  deinit {
    for entry in running.values { entry.task.cancel() }
    // NB: Lets cancelled effects unwind now instead of parking their jobs forever; their
    // `Send` finds no core and drops what they send.
    executor.runUntilIdle()
    loop.deinitialize(count: 1)
    loop.deallocate()
  }

  /// The last committed state.
  @usableFromInline
  var state: State { loop.pointee.committed }

  /// The number of `.run` effects still in flight.
  @usableFromInline
  var runningEffectCount: Int { running.count }

  // MARK: Sending

  @inlinable
  func send(_ action: Action, origin: ActionOrigin) {
    if loop.pointee.isSending {
      loop.pointee.queue.append(action)
      loop.pointee.origins.append(origin)
      return
    }
    // NB: As TCA's store reducer (`.dependency(\.self, dependencies)`), every batch runs with
    // exactly the store's dependencies, whatever is in force where `send` is called. When
    // neither side overrides anything, the two are the same and nothing is bound.
    if dependencies.isEmpty, DependencyValues._current.isEmpty {
      runBatch(action, origin: origin)
    } else {
      DependencyValues.$_current.withValue(dependencies) { runBatch(action, origin: origin) }
    }
  }

  @inlinable
  func runBatch(_ action: Action, origin: ActionOrigin) {
    loop.pointee.isSending = true
    // NB: The first action is processed straight away; only the actions its effects send
    // go through the queue, so a plain `send` never touches the queue's storage.
    process(action, origin: origin)
    var index = 0
    while index < loop.pointee.queue.count {
      let action = loop.pointee.queue[index]
      let origin = loop.pointee.origins[index]
      index += 1
      process(action, origin: origin)
    }
    if index > 0 {
      loop.pointee.queue.removeAll(keepingCapacity: true)
      loop.pointee.origins.removeAll(keepingCapacity: true)
    }
    loop.pointee.isSending = false
    loop.pointee.committed = loop.pointee.current
    if !loop.pointee.stateObservers.isEmpty { notifyStateObservers() }
  }

  /// Runs the `.run` effect jobs that are ready until each has finished or is suspended.
  ///
  /// NB: Not part of `send`: in TCA a `.run` body starts after the synchronous `send`
  /// returns, so a caller sees the batch's committed state before any effect has run.
  @usableFromInline
  func runEffects() {
    if executor.hasPendingJobs { executor.runUntilIdle() }
  }

  @inlinable
  func process(_ action: Action, origin: ActionOrigin) {
    if !loop.pointee.actionObservers.isEmpty { notifyActionObservers(action, origin: origin) }
    let effect = reducer.reduce(into: &loop.pointee.current, action: action)
    if !effect.isNone { startEffect(effect) }
  }

  @usableFromInline
  func notifyActionObservers(_ action: Action, origin: ActionOrigin) {
    for observer in loop.pointee.actionObservers { observer(action, origin) }
  }

  @usableFromInline
  func notifyStateObservers() {
    let state = loop.pointee.committed
    for observer in loop.pointee.stateObservers { observer(state) }
  }

  @usableFromInline
  func startEffect(_ effect: Effect<Action>) {
    _ = start(effect, in: [], onFinish: nil)
  }

  @usableFromInline
  func observeStates(_ body: @escaping (State) -> Void) {
    loop.pointee.stateObservers.append(body)
  }

  @usableFromInline
  func observeActions(_ body: @escaping (Action, ActionOrigin) -> Void) {
    loop.pointee.actionObservers.append(body)
  }

  /// Starts a `.run` body as a task on this core's executor, registered with `scopes`.
  ///
  /// It runs at the next drain; when it returns it reports back through `StoreReference`.
  func startTask(
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
    let operation: @Sendable () async -> Void
    if scopes.contains(where: { $0.pendingStart != nil }) {
      let started: @Sendable () -> Bool = { reference.taskStarted(id) }
      operation = {
        // NB: TCA runs the body in a task of its own created at registration, so every
        // effect started in the same turn registers (and cancels in flight) before any
        // such body runs: the yield gives the same order.
        if started() { await Task.yield() }
        await body(send)
        finish()
      }
    } else {
      operation = {
        await body(send)
        finish()
      }
    }
    let task = EffectExecutor.$current.withValue(executor) {
      Task(executorPreference: executor, priority: priority) { await operation() }
    }
    running[id] = RunningTask(task: task, scopes: scopes, onFinish: onFinish)
    for scope in scopes { scope.tasks[id] = task }
  }

  fileprivate func taskFinished(_ id: UInt64) {
    guard let entry = running.removeValue(forKey: id) else { return }
    for scope in entry.scopes { scope.tasks[id] = nil }
    entry.onFinish?()
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

  func taskStarted(_ id: UInt64) -> Bool {
    checkThread()
    return core?.taskStarted(id) ?? false
  }

  private func checkThread() {
    precondition(
      executor.isDrainingOnCurrentThread,
      "An effect's 'send' was called outside the store's effect executor."
    )
  }
}
