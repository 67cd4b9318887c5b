import Synchronization

/// A clock on which every sleep ends at once, moving `now` to the deadline.
///
/// For previews and tests that do not care about time, as in swift-clocks.
///
/// ```swift
/// let store = Store(initialState: AsyncCounterFeature.State()) {
///   AsyncCounterFeature(clock: ImmediateClock())
/// }
/// store.send(.incrementButtonTapped)
/// store.state.count  // 1: the effect's sleep did not wait
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// The instant type: the test clock's.
  ///
  /// An offset from the clock's start.
  ///
  /// ```swift
  /// ImmediateClock().now.offset  // .zero
  /// ```
  public typealias Instant = TestClock.Instant

  private let current: Mutex<Instant>

  /// Creates a clock at `now`, by default its start.
  ///
  /// Time moves only when something sleeps.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// ```
  public init(now: Instant = Instant()) {
    self.current = Mutex(now)
  }

  /// The clock's current time: the latest deadline slept until.
  ///
  /// Starts where the clock was created.
  ///
  /// ```swift
  /// clock.now.offset
  /// ```
  public var now: Instant {
    current.withLock { $0 }
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

  /// Returns at once, after moving `now` to `deadline`; throws if the task is cancelled.
  ///
  /// Never suspends.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(60))  // returns immediately
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
  }
}
