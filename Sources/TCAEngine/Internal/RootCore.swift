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
  /// Whether the store has dependencies to bind around its batches.
  @usableFromInline let bindsDependencies: Bool

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
  /// The most `.run` effects this store keeps in flight at once.
  @usableFromInline var effectLimit = EffectLimitError.defaultLimit
  /// Whether the store warns when it first refuses a `.run` at `effectLimit`.
  @usableFromInline var warnsAtEffectLimit = true
  /// Told when each `.run` starts and ends; `nil` (and free) unless a replay observes.
  var effectObserver: ((EffectLifetimeEvent) -> Void)?
  /// Told when the store first refuses a `.run` at `effectLimit`.
  var effectLimitObservers: [() -> Void] = []
  /// Set when the store first refused a `.run` because `effectLimit` were in flight.
  // NB: `@exclusivity(unchecked)`: the replay reads it after every step, each access
  // instantaneous on the store's own thread; the run-time check was most of that read.
  @exclusivity(unchecked) @usableFromInline var effectLimitError: EffectLimitError?
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
    self.bindsDependencies = !dependencies.isEmpty
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

  // NB: lends the committed state in place: `state` copies it out, a retain and a release of
  // every string and array in it, and whoever reads a few fields pays for all of them.
  @usableFromInline
  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    body(&loop.pointee.committed)
  }

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
    // the store's dependencies. A store created with none binds nothing (reading the ambient
    // task-local on every send would cost more than the send itself), so a send made inside
    // a `withDependencies` scope to such a store sees that scope's values; TCA would reset
    // them to the defaults.
    if bindsDependencies {
      DependencyValues.$_current.withValue(dependencies) { runBatch(action, origin: origin) }
    } else {
      runBatch(action, origin: origin)
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

  @usableFromInline
  func observeEffectLimit(_ body: @escaping () -> Void) {
    effectLimitObservers.append(body)
  }

  @usableFromInline
  func observeEffects(_ body: @escaping (EffectLifetimeEvent) -> Void) {
    guard let previous = effectObserver else {
      effectObserver = body
      return
    }
    effectObserver = { event in
      previous(event)
      body(event)
    }
  }

  /// Starts a `.run` body as a task on this core's executor, registered with `scopes`;
  /// returns `false`, running nothing, when ``effectLimit`` effects are already in flight.
  ///
  /// It runs at the next drain, with the dependencies in force where the effect was created;
  /// when it returns it reports back through `StoreReference`.
  func startTask(
    _ run: RunEffect<Action>, in scopes: [CancellationScope], onFinish: (() -> Void)?
  ) -> Bool {
    guard running.count < effectLimit else {
      refuseEffect()
      return false
    }
    let id = nextTaskID
    nextTaskID += 1
    let reference = self.reference
    let waitsToRegister = scopes.contains { $0.pendingStart != nil }
    // NB: One closure, one frame, and the dependencies bound as the task's own task-locals
    // rather than by a wrapper: a suspended effect's frames live in its task's allocator,
    // and each frame between the task and the body's sleep can push the chain past the
    // allocator's first slab, which costs a whole new slab per pending effect.
    let makeTask = {
      EffectExecutor.$current.withValue(self.executor) {
        Task(executorPreference: self.executor, priority: run.priority) {
          // NB: TCA runs the body in a task of its own created at registration, so every
          // effect started in the same turn registers (and cancels in flight) before any
          // such body runs: the yield gives the same order.
          if waitsToRegister, reference.taskStarted(id) { await Task.yield() }
          await run(Send { reference.send($0) })
          reference.finish(id)
        }
      }
    }
    let task =
      run.dependencies.isEmpty && DependencyValues._current.isEmpty
      ? makeTask() : DependencyValues.$_current.withValue(run.dependencies, operation: makeTask)
    running[id] = RunningTask(task: task, scopes: scopes, onFinish: onFinish)
    for scope in scopes { scope.tasks[id] = task }
    if let effectObserver {
      let cancelID = scopes.last { !$0.isTracking }?.featureID
      effectObserver(EffectLifetimeEvent(effect: id, kind: .started, cancelID: cancelID))
    }
    return true
  }

  /// Records the first refusal and warns once; the refused effect never runs.
  private func refuseEffect() {
    guard effectLimitError == nil else { return }
    let error = EffectLimitError(limit: effectLimit)
    effectLimitError = error
    if warnsAtEffectLimit { RuntimeWarning.emit(error.description) }
    for observer in effectLimitObservers { observer() }
  }

  fileprivate func taskFinished(_ id: UInt64) {
    guard let entry = running.removeValue(forKey: id) else { return }
    for scope in entry.scopes { scope.tasks[id] = nil }
    if let effectObserver {
      let cancelID = entry.scopes.last { !$0.isTracking }?.featureID
      let kind: EffectLifetimeEvent.Kind = entry.task.isCancelled ? .cancelled : .finished
      effectObserver(EffectLifetimeEvent(effect: id, kind: kind, cancelID: cancelID))
    }
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
