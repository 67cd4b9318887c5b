/// The instants a clock ticks at, every `interval`: what ``Clock/timer(interval:tolerance:)``
/// returns.
///
/// As swift-clocks' timer: the first tick comes one interval after iteration starts, each
/// next one an interval after the previous deadline (so ticks do not drift), and ticks missed
/// because the consumer was late are skipped to the next deadline still ahead. Cancelling the
/// iterating task ends the sequence; on a ``TestClock`` it ticks exactly as time is advanced.
///
/// ```swift
/// for await _ in clock.timer(interval: .seconds(1)) {
///   await send(.timerTick)
/// }
/// ```
public struct AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// Each tick: the clock's time when the tick was delivered.
  public typealias Element = C.Instant

  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?
  let file: StaticString
  let line: UInt

  /// Starts ticking: the first deadline is one interval from the first `next()`.
  ///
  /// A zero interval stops the program here, with a message naming the `timer` call.
  public func makeAsyncIterator() -> Iterator {
    // NB: `fatalError`, not `precondition`: optimised builds drop a precondition's message.
    if interval == .zero {
      fatalError(
        """
        Clock.timer(interval:): the interval is zero. Every tick would fall on the instant it \
        starts from, so on a TestClock the timer ticks forever and time never moves on \
        (swift-clocks' timer does the same there, and on a real clock traps converting an \
        infinite number of missed ticks to Int).
        """, file: file, line: line)
    }
    return Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    private var clock: C?
    private let interval: C.Duration
    private let tolerance: C.Duration?
    private var last: C.Instant?

    init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    /// The next tick, or `nil` once the task is cancelled.
    public mutating func next() async -> C.Instant? {
      guard let clock else { return nil }
      let deadline = nextDeadline(on: clock)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        self.clock = nil
        return nil
      }
      last = deadline
      return clock.now
    }

    private func nextDeadline(on clock: C) -> C.Instant {
      let now = clock.now
      let last = self.last ?? now
      let next = last.advanced(by: interval)
      guard next < now else { return next }
      // NB: Late: skip the missed ticks, to the first deadline of the grid still ahead.
      let missed = (next.duration(to: now) / interval).rounded(.up)
      return last.advanced(by: interval * Int(missed))
    }
  }
}

extension Clock where Duration: Hashable {
  /// A sequence ticking every `interval` on this clock, as swift-clocks' `timer`.
  ///
  /// Works on any clock, an `any Clock<Duration>` dependency included. A zero `interval`
  /// stops the program when the sequence is iterated, with a message naming this call; a
  /// negative one ticks every `-interval`, as swift-clocks' arithmetic makes it.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTick)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  public func timer(
    interval: Duration, tolerance: Duration? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> AsyncTimerSequence<AnyClock<Duration>> {
    AsyncTimerSequence(
      clock: AnyClock(self), interval: interval, tolerance: tolerance, file: file, line: line)
  }
}
