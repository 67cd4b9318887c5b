/// Any clock with the given duration type, as swift-clocks' `AnyClock`.
///
/// Its instants are offsets from the moment it was wrapped, so an `any Clock<Duration>` (a
/// feature's `@Dependency(\.continuousClock)`) can be used where a concrete clock type is
/// needed, as ``Clock/timer(interval:tolerance:)`` does.
///
/// ```swift
/// let clock = AnyClock(TestClock())
/// try await clock.sleep(for: .seconds(1))
/// ```
public struct AnyClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A point in time of the wrapped clock: its offset from when it was wrapped.
  public struct Instant: InstantProtocol {
    let offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let readNow: @Sendable () -> Duration
  private let readMinimumResolution: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration, Duration?) async throws -> Void

  /// Wraps `clock`; instant zero is its `now` at this call.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    self.readNow = { start.duration(to: clock.now) }
    self.readMinimumResolution = { clock.minimumResolution }
    self.sleepUntil = { offset, tolerance in
      try await clock.sleep(until: start.advanced(by: offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's current time.
  public var now: Instant {
    Instant(offset: readNow())
  }

  /// The wrapped clock's smallest step.
  public var minimumResolution: Duration {
    readMinimumResolution()
  }

  /// Sleeps on the wrapped clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntil(deadline.offset, tolerance)
  }
}
