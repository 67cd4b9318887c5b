import ReactorEngine

/// A reactor running one feature for one replay, with `MainScheduler.instance` bound to its own
/// `VirtualTimeScheduler`.
///
/// Every element of `reactor.state` is an emission. Causes pair each mutation with the action
/// of the same reactor whose `mutate` produced it while that action was being dispatched
/// (`.increase → .setLoading(true)`); a mutation delivered later by the scheduler cannot be
/// traced back to its action by an observer, and is marked `(scheduled)` instead. Child
/// reactors the pair names are tracked the same way, their causes prefixed with their label.
@usableFromInline @MainActor
final class ReactorSession<Root: Reactor> {
  @usableFromInline let reactor: Root
  // NB: `nonisolated(unsafe)` for `deinit`, which runs once nothing else holds the session.
  @usableFromInline nonisolated(unsafe) let scheduler: VirtualTimeScheduler
  // NB: `@exclusivity(unchecked)` on `senders` and `trackers`: set while the session is made,
  // then only read, once per step; the run-time check cost more than the read.
  @exclusivity(unchecked) @usableFromInline var senders: [ActionSender] = []
  @usableFromInline let readers: [FieldReader<Root.State>]
  @usableFromInline let recorder: EngineRecorder
  private let dispatch = DispatchState()
  @usableFromInline let disposeBag = DisposeBag()
  @exclusivity(unchecked) private var trackers: [DispatchTracker] = []
  private let lifetimeCounter = LifetimeCounter()
  // NB: `@exclusivity(unchecked)` on `current`: touched once per step, only here, never while
  // another access is open; the runtime check cost more than the work.
  @exclusivity(unchecked) @usableFromInline var current: ProjectedState
  // NB: the reactor's `currentState`, without the storage lookup `currentState` costs on every
  // step. It is the last element of `reactor.state` the session's subscriber saw, since
  // ReactorKit sets it just before subscribers see a state and the session subscribes first;
  // reading it there, rather than keeping that element too, saves a copy of the state (a
  // retain and a release of each string and array in it) per state.
  @usableFromInline let cells: ReactorCells<Root>
  /// The pair's view for this session, kept for as long as the session runs.
  @usableFromInline var view: Any?

  @usableFromInline init(
    reactor makeReactor: @autoclosure () -> Root, recorder: EngineRecorder,
    childReactors: ((Root) -> KeyValuePairs<String, any Reactor>)?,
    readers: [FieldReader<Root.State>]
  ) {
    // NB: the reactor is built with the virtual scheduler as the main one, so that anything
    // it schedules while it is set up runs on virtual time too.
    let scheduler = VirtualTimeScheduler()
    scheduler._pendingWorkLimit = recorder.pendingWorkLimit
    self.scheduler = scheduler
    let reactor = VirtualTimeScheduler.withMain(scheduler) { makeReactor() }
    self.reactor = reactor
    self.cells = reactor._cells
    self.readers = readers
    self.recorder = recorder
    self.current = ProjectedState(repeatElement(StateValue.none, count: readers.count))
    for (label, child) in childReactors?(reactor) ?? [:] { track(child, label: label) }
    track(reactor, label: nil)
  }

  // NB: a replay may end with work still queued (a `delay` not yet due); that work holds the
  // sinks that hold the scheduler, so it is dropped here or the whole stream would outlive
  // the session (thousands of fuzz runs in one process).
  deinit {
    scheduler._discardPendingWork()
  }

  /// Subscribes to the reactor's state and binds the senders: call once, right after `init`.
  ///
  /// NB: apart from `init` and inlinable, so that the state subscriber, which runs on every
  /// step, is specialised for the feature's types in the module that declares the pair.
  @inlinable
  func start(
    view makeView: ((Root) -> Any)? = nil, senders makeSenders: (Root, Any?) -> [ActionSender]
  ) {
    let (reactor, recorder, scheduler) = (self.reactor, self.recorder, self.scheduler)
    // NB: without emissions to record the subscriber has nothing to do with a state (`state`
    // reads `currentState`), so it takes none: binding one would copy it.
    let observe: ((Root.State) -> Void)?
    if recorder.recordsEmissions {
      observe = { [unowned self] state in
        recorder.recordEmission(read(state), atMilliseconds: scheduler.nowMilliseconds)
      }
    } else {
      observe = nil
    }
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.state.subscribe(onNext: observe).disposed(by: disposeBag)
    }
    // NB: the senders are made last, as a view binds after the reactor is set up: reaching
    // `reactor.action` builds and connects the state stream (as in ReactorKit), and doing it
    // before the probes are in place would lose the causes of the states it starts with.
    // The pair's view, when it has one, is made then too, and bound once for the session.
    senders = VirtualTimeScheduler.withMain(scheduler) {
      view = makeView?(reactor)
      return makeSenders(reactor, view)
    }
  }

  /// Shows the causes of `child` (the root or a reactor it composes), prefixed with `label`, and
  /// its mutate streams' lifetimes when the replay asks for them.
  private func track<Child: Reactor>(_ child: Child, label: String?) {
    if recorder.recordsLifetimes {
      let lifetimes = LifetimeTracker(
        label: label, recorder: recorder, scheduler: scheduler, counter: lifetimeCounter)
      child._observeLifetimes { lifetimes.report($0) }
    }
    guard recorder.mayRecordCauses else { return }
    let tracker = DispatchTracker(
      label: label, recorder: recorder, scheduler: scheduler, dispatch: dispatch)
    child._observe(
      actions: { tracker.actionEntered($0) }, mutations: { tracker.mutationReduced($0) })
    trackers.append(tracker)
  }

  @usableFromInline func send(action index: Int, payload: StateValue?) {
    send(senders[index], payload)
  }

  @usableFromInline func sender(action index: Int, payload: StateValue?) -> () -> Void {
    let sender = senders[index]
    return { [self] in send(sender, payload) }
  }

  private func send(_ sender: ActionSender, _ payload: StateValue?) {
    VirtualTimeScheduler.withMain(scheduler) {
      dispatch.isSending = true
      sender.send(payload)
      dispatch.isSending = false
      if !trackers.isEmpty { endDispatches() }
      // NB: an advance by zero with nothing due would change nothing; most sends queue nothing.
      guard scheduler._hasWorkDueNow else { return }
      dispatch.isAdvancing = true
      scheduler.advance(by: .milliseconds(0))
      dispatch.isAdvancing = false
    }
    noteLimit()
  }

  @usableFromInline func advance(milliseconds: Int) {
    VirtualTimeScheduler.withMain(scheduler) {
      dispatch.isAdvancing = true
      scheduler.advance(by: .milliseconds(milliseconds))
      dispatch.isAdvancing = false
    }
    noteLimit()
  }

  /// Ends the dispatch of every tracked reactor.
  // NB: apart from `send`, so that `send`, without causes to track, stays small enough to inline
  // its body.
  @inline(never) private func endDispatches() {
    for tracker in trackers { tracker.endDispatch() }
  }

  /// Tells the replay once the scheduler refused work for holding its limit already.
  private func noteLimit() {
    if scheduler._hasRefusedWork { recorder.reachedPendingWorkLimit = true }
  }

  @usableFromInline var milliseconds: Int { scheduler.nowMilliseconds }

  @inlinable var state: ProjectedState {
    let latest: ProjectedState? = cells.withLatestState { latest in
      FieldReader.read(readers, from: &latest, into: &current)
      return current
    }
    if let latest { return latest }
    return read(reactor.currentState)
  }

  @inlinable func read(_ state: Root.State) -> ProjectedState {
    var state = state
    FieldReader.read(readers, from: &state, into: &current)
    return current
  }
}

// MARK: - Causes

/// Whether a `send` is being dispatched or the scheduler is advancing, shared by a session's
/// trackers.
private final class DispatchState {
  @exclusivity(unchecked) var isSending = false
  @exclusivity(unchecked) var isAdvancing = false
}

/// Follows one reactor's actions and mutations to record them as causes.
///
/// Values are held as `Any` on purpose: the actions and mutations are small enums stored inline
/// in the existential, and a non-generic tracker keeps generic metadata lookups off the hot path.
private final class DispatchTracker {
  private let label: String?
  @usableFromInline let recorder: EngineRecorder
  // NB: `nonisolated(unsafe)` for `deinit`, which runs once nothing else holds the session.
  @usableFromInline nonisolated(unsafe) let scheduler: VirtualTimeScheduler
  private let dispatch: DispatchState
  private var action: Any?
  private var actionHadMutation = false

  init(
    label: String?, recorder: EngineRecorder, scheduler: VirtualTimeScheduler,
    dispatch: DispatchState
  ) {
    self.label = label
    self.recorder = recorder
    self.scheduler = scheduler
    self.dispatch = dispatch
  }

  func actionEntered(_ action: Any) {
    guard recorder.recordsCauses else { return }
    endDispatch()
    self.action = action
  }

  func mutationReduced(_ mutation: Any) {
    guard recorder.recordsCauses else { return }
    actionHadMutation = true
    record(
      ReactorCause(
        label: label, action: action, mutation: mutation,
        isScheduled: action == nil && dispatch.isAdvancing))
  }

  func endDispatch() {
    guard action != nil else { return }
    if !actionHadMutation, recorder.recordsCauses {
      record(ReactorCause(label: label, action: action, mutation: nil, isScheduled: false))
    }
    action = nil
    actionHadMutation = false
  }

  private func record(_ cause: ReactorCause) {
    recorder.recordCause(Cause(atMilliseconds: scheduler.nowMilliseconds, subject: cause))
  }
}

/// A ReactorKit cause: `.increase → .setLoading(true)`, `counter: .reset → .setValue(0)`,
/// `.reset` (an action that produced no mutation), `.setCount(1)` (a mutation from a composed
/// stream during a send), or `.increaseValue (scheduled)` (delivered later by the scheduler).
struct ReactorCause: CauseSubject {
  var label: String?
  var action: Any?
  var mutation: Any?
  var isScheduled: Bool

  var causeDescription: String {
    let prefix = label.map { "\($0): " } ?? ""
    switch (action, mutation) {
    case let (action?, mutation?):
      return "\(prefix)\(describeCase(action)) → \(describeCase(mutation))"
    case let (action?, nil):
      return "\(prefix)\(describeCase(action))"
    case let (nil, mutation?):
      return "\(prefix)\(describeCase(mutation))\(isScheduled ? " (scheduled)" : "")"
    case (nil, nil):
      return prefix
    }
  }
}
