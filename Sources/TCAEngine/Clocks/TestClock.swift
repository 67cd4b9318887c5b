import Synchronization

/// A clock whose time moves only when told to: the virtual clock effects sleep on.
///
/// `sleep` suspends until ``advance(by:)`` (or ``run()``) moves `now` past the deadline.
/// Advancing wakes sleepers one at a time in (deadline, scheduling order), sets `now` to each
/// deadline, and lets the woken effect run on its store's executor before the next wakes;
/// then `now` becomes the target. Works with any number of stores: each effect's store is
/// found through the task it runs in.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: AsyncCounterFeature.State()) {
///   AsyncCounterFeature(clock: clock)
/// }
/// store.send(.incrementButtonTapped)
/// await clock.advance(by: .milliseconds(500))
/// store.state.count  // 1
/// ```
public final class TestClock: Clock, Sendable {
  /// A point in the clock's virtual time: an offset from its start.
  ///
  /// Compared and advanced like any `InstantProtocol`.
  ///
  /// ```swift
  /// clock.now.offset  // .milliseconds(500)
  /// ```
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock's start.
    ///
    /// Zero for a fresh clock.
    ///
    /// ```swift
    /// TestClock.Instant(offset: .seconds(1)).offset  // 1 second
    /// ```
    public let offset: Duration

    /// An instant `offset` after the clock's start.
    ///
    /// The default is the start itself.
    ///
    /// ```swift
    /// TestClock(now: .init(offset: .seconds(5)))
    /// ```
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    ///
    /// Negative durations go back.
    ///
    /// ```swift
    /// clock.now.advanced(by: .milliseconds(500))
    /// ```
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    ///
    /// Negative when `other` is earlier.
    ///
    /// ```swift
    /// start.duration(to: clock.now)
    /// ```
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    ///
    /// Instants order by offset.
    ///
    /// ```swift
    /// start < clock.now
    /// ```
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let continuation: UnsafeContinuation<Void, any Error>
    let executor: EffectExecutor?
  }

  private struct State {
    var now: Instant
    var nextID: UInt64 = 0
    var sleepers = SleeperQueue<Sleeper>()
    var cancelled: Set<UInt64> = []
  }

  private let state: Mutex<State>
  /// `now` in whole milliseconds, rewritten (under the lock) whenever `now` moves.
  // NB: the replay reads the time after every step; an atomic load costs less than the lock.
  private let milliseconds: Atomic<Int>
  /// How many sleepers wait, rewritten (under the lock) whenever one is added or removed.
  // NB: lets an advance by zero with nobody asleep, the replay's case after most sends, skip
  // the lock altogether.
  private let sleeperCount = Atomic<Int>(0)

  /// Creates a clock at `now`, by default its start.
  ///
  /// Time stands still until advanced.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// ```
  public init(now: Instant = Instant()) {
    self.state = Mutex(State(now: now))
    self.milliseconds = Atomic(Self.wholeMilliseconds(now.offset))
  }

  /// The clock's current virtual time.
  ///
  /// Changes only during ``advance(by:)``, ``advance(to:)`` and ``run()``.
  ///
  /// ```swift
  /// clock.now.offset
  /// ```
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The smallest step of this clock: none.
  ///
  /// Virtual time has no granularity.
  ///
  /// ```swift
  /// clock.minimumResolution  // .zero
  /// ```
  public var minimumResolution: Duration {
    .zero
  }

  /// Suspends until the clock is advanced to `deadline`, or throws if the task is cancelled.
  ///
  /// A deadline before `now` returns at once; one exactly at `now` (`sleep(for: .zero)`)
  /// waits for the next `advance`, as in swift-clocks. A cancelled sleeper is removed and
  /// throws `CancellationError`.
  ///
  /// ```swift
  /// try await clock.sleep(for: .milliseconds(500))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let executor = EffectExecutor.current
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        let outcome = state.withLock { state -> Result<Void, any Error>? in
          if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline < state.now { return .success(()) }
          state.sleepers.insert(
            Sleeper(continuation: continuation, executor: executor), id: id,
            deadline: deadline.offset)
          sleeperCount.store(state.sleepers.count, ordering: .releasing)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.sleepers.remove(id: id) else {
          state.cancelled.insert(id)
          return nil
        }
        sleeperCount.store(state.sleepers.count, ordering: .releasing)
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    state.withLock { _ = $0.cancelled.remove(id) }
  }

  /// Moves time forward by `duration`, running every sleeper due by then, in order.
  ///
  /// Work due exactly at the new time runs too. `async` to read as in swift-clocks; the work
  /// is done before it returns, on the caller's actor: from a `@MainActor` test, the woken
  /// effects send to the main-actor store there, with no hop to another thread.
  ///
  /// ```swift
  /// await clock.advance(by: .milliseconds(500))
  /// ```
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, running every sleeper due by then, in order.
  ///
  /// A deadline in the past only runs what is already due.
  ///
  /// ```swift
  /// await clock.advance(to: clock.now.advanced(by: .seconds(1)))
  /// ```
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    // NB: as swift-clocks, each woken sleeper's work goes as far as it can before the next
    // one wakes: its store's executor is drained, and the caller's actor is yielded to for
    // the work the effect queued there (a `@MainActor` closure it calls).
    while let sleeper = nextSleeper(dueBy: deadline) {
      sleeper.continuation.resume()
      await EffectExecutor.settle(sleeper.executor, isolation: isolation)
    }
    state.withLock { setNow(max($0.now, deadline), in: &$0) }
  }

  /// Advances until no sleeper is left, however far that is.
  ///
  /// Sleepers added by woken effects are run too. `timeout` is accepted as in swift-clocks;
  /// on virtual time the run instead stops after 100,000 wake-ups, reporting the sleepers
  /// left (a timer that is never stopped) at this call.
  ///
  /// ```swift
  /// await clock.run()
  /// ```
  public func run(
    timeout duration: Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    // NB: swift-clocks gives up after `timeout` of wall time; virtual time cannot wait, so a
    // sleeper that always sleeps again (a timer nobody stops) is cut off after a fixed number
    // of wake-ups instead, and reported at the call.
    var wakeUps = 0
    while let deadline = state.withLock({ $0.sleepers.firstDeadline() }) {
      guard wakeUps < Self.runLimit else {
        IssueReporter.report(
          "Expected all sleeps to finish, but some are still pending after "
            + "\(Self.runLimit) wake-ups. A timer or a loop that sleeps again each time never "
            + "finishes: advance the clock by a duration instead, or stop the effect first.",
          at: SourceLocation(fileID, filePath, line, column))
        return
      }
      wakeUps += 1
      await advance(to: Instant(offset: deadline))
    }
  }

  /// The most wake-ups ``run(timeout:fileID:filePath:line:column:isolation:)`` makes.
  static let runLimit = 100_000

  /// The synchronous form of ``advance(by:)``, for the replay.
  ///
  /// Same semantics; callable outside an async context.
  ///
  /// ```swift
  /// clock._advance(by: .milliseconds(100))
  /// ```
  package func _advance(by duration: Duration = .zero) {
    // NB: with nobody asleep, an advance by zero changes nothing.
    if sleeperCount.load(ordering: .acquiring) == 0, duration == .zero { return }
    // NB: one lock when no sleeper is due by then (a replay step that started no timer), which
    // is all `_advance(to:)` would do in that case.
    let busy = state.withLock { state -> Instant? in
      let deadline = duration == .zero ? state.now : state.now.advanced(by: duration)
      if let first = state.sleepers.firstDeadline(), first <= deadline.offset { return deadline }
      setNow(max(state.now, deadline), in: &state)
      return nil
    }
    if let busy { _advance(to: busy) }
  }

  /// `_advance(by: .zero)`: wakes the sleepers due now, for the replay after every send.
  ///
  /// With nobody asleep it returns after one atomic load.
  ///
  /// ```swift
  /// clock._wakeDueSleepers()
  /// ```
  package func _wakeDueSleepers() {
    guard sleeperCount.load(ordering: .acquiring) > 0 else { return }
    _advance(by: .zero)
  }

  /// The synchronous form of ``advance(to:)``, for the replay.
  ///
  /// Wakes the earliest due sleeper (deadline, then scheduling order), drains its store's
  /// executor, and repeats; then sets `now` to `deadline`.
  ///
  /// ```swift
  /// clock._advance(to: .init(offset: .seconds(1)))
  /// ```
  package func _advance(to deadline: Instant) {
    while let sleeper = nextSleeper(dueBy: deadline) {
      sleeper.continuation.resume()
      sleeper.executor?.runUntilIdle()
    }
    state.withLock { setNow(max($0.now, deadline), in: &$0) }
  }

  /// The current virtual time in whole milliseconds since the clock's start.
  ///
  /// What traces print as `t_ms`.
  ///
  /// ```swift
  /// clock.elapsedMilliseconds  // 500
  /// ```
  package var elapsedMilliseconds: Int {
    milliseconds.load(ordering: .acquiring)
  }

  private static func wholeMilliseconds(_ offset: Duration) -> Int {
    let components = offset.components
    return Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000)
  }

  /// Moves `now`, keeping ``elapsedMilliseconds`` in step; called with the lock held.
  private func setNow(_ now: Instant, in state: inout State) {
    guard now != state.now else { return }
    state.now = now
    milliseconds.store(Self.wholeMilliseconds(now.offset), ordering: .releasing)
  }

  private func nextSleeper(dueBy deadline: Instant) -> Sleeper? {
    state.withLock { state -> Sleeper? in
      guard let next = state.sleepers.popFirst(dueBy: deadline.offset) else { return nil }
      sleeperCount.store(state.sleepers.count, ordering: .releasing)
      setNow(max(state.now, Instant(offset: next.deadline)), in: &state)
      return next.value
    }
  }
}
