extension DependencyValues {
  /// The clock effects sleep and tick on, as TCA features read it.
  ///
  /// Live, a `ContinuousClock`; a test has no default and must put in a ``TestClock`` (or an
  /// ``ImmediateClock``).
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// try await clock.sleep(for: .milliseconds(300))
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A clock that stops while the system sleeps; a test must put in its own, as for
  /// ``continuousClock``.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

// NB: as swift-dependencies, a test that reads a clock it did not override gets an
// unimplemented one, whose every use is reported.
private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "ContinuousClock") }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "SuspendingClock") }
}
