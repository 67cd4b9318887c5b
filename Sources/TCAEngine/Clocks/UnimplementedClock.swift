/// A clock that reports every use, as swift-clocks' `UnimplementedClock`: the test value of
/// `continuousClock` and `suspendingClock`, so a test that forgets to give the feature a
/// clock fails at the first read ("Unimplemented: ContinuousClock.now").
///
/// Where swift-clocks then sleeps on a real clock, this one cannot (replay never waits on the
/// wall clock): its `now` stays at the start, and a sleep, once reported, lasts until its task
/// is cancelled, so the effect waits and the test's other checks still run.
///
/// ```swift
/// let clock = UnimplementedClock(name: "ContinuousClock")
/// try await clock.sleep(for: .seconds(1))  // reports "Unimplemented: ContinuousClock.sleep"
/// ```
public struct UnimplementedClock: Clock, Sendable {
  public typealias Instant = TestClock.Instant

  /// The name reports give it: `Unimplemented: NAME.now`.
  public let name: String

  /// A clock whose every use is reported under `name`.
  ///
  /// ```swift
  /// UnimplementedClock(name: "ContinuousClock")
  /// ```
  public init(name: String = "Clock") {
    self.name = name
  }

  /// The clock's start, reported as a use.
  ///
  /// ```swift
  /// clock.now  // reports "Unimplemented: Clock.now"
  /// ```
  public var now: Instant {
    RuntimeWarning.emit("Unimplemented: \(name).now")
    return Instant()
  }

  /// No granularity, as a test clock.
  ///
  /// ```swift
  /// clock.minimumResolution  // .zero
  /// ```
  public var minimumResolution: Duration {
    .zero
  }

  /// Reports the sleep, then waits until the task is cancelled.
  ///
  /// ```swift
  /// try await clock.sleep(until: deadline)  // reports "Unimplemented: Clock.sleep"
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    RuntimeWarning.emit("Unimplemented: \(name).sleep")
    try await Task.never()
  }
}
