import Synchronization
import Testing
import TCAEngine

@MainActor @Suite struct AsyncTimerSequenceTests {
  @Test func ticksEveryIntervalAfterIterationStartsAsTheClockAdvances() async {
    let clock = TestClock()
    await clock.advance(by: .milliseconds(500))
    let store = Store(initialState: [Int]()) { Ticker(clock: clock) }
    store.send(.start)
    store.runEffects()
    await clock.advance(by: .milliseconds(999))
    #expect(store.state == [])
    await clock.advance(by: .milliseconds(1))
    #expect(store.state == [1500])
    // One long advance delivers every tick in between, each at its own instant.
    await clock.advance(by: .seconds(3))
    #expect(store.state == [1500, 2500, 3500, 4500])
  }

  @Test func cancellingTheTaskEndsTheSequence() async {
    let clock = TestClock()
    let store = Store(initialState: [Int]()) { Ticker(clock: clock) }
    store.send(.start)
    store.runEffects()
    await clock.advance(by: .seconds(2))
    store.send(.stop)
    store.runEffects()
    // The timer's sleeper left the clock with its task: running the clock finds nothing.
    await clock.run()
    #expect(clock.now.offset == .seconds(2))
    #expect(store.state == [1000, 2000])
  }

  @Test func aRestartWithCancelInFlightLeavesExactlyOneTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: [Int]()) { Ticker(clock: clock) }
    await store.send(.start)
    await clock.advance(by: .milliseconds(500))
    await store.send(.start)
    await clock.advance(by: .seconds(2))
    // One tick a second, counted from the restart at 500 ms: the first timer is gone.
    await store.receive(.tick(1500)) { $0 = [1500] }
    await store.receive(.tick(2500)) { $0 = [1500, 2500] }
    await store.send(.stop)
    await store.finish()
  }

  @Test func anyClockSleepsAndReadsTimeOnTheClockItWraps() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(1))
    let erased = AnyClock(clock)
    #expect(erased.now.duration(to: erased.now.advanced(by: .seconds(2))) == .seconds(2))
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        guard action == 0 else { return .none }
        return .run { send in
          let start = erased.now
          try await erased.sleep(until: start.advanced(by: .milliseconds(300)))
          await send(Int(start.duration(to: erased.now) / .milliseconds(1)))
        }
      }
    }
    store.send(0)
    store.runEffects()
    await clock.advance(by: .milliseconds(299))
    #expect(store.state == [0])
    await clock.advance(by: .milliseconds(1))
    #expect(store.state == [0, 300])
  }

  @Test func aNegativeIntervalTicksEveryItsMagnitudeAsInSwiftClocks() async {
    // swift-clocks' timer skips "missed" ticks by a count that comes out negative, which
    // moves each deadline forward by the interval's magnitude.
    let clock = TestClock()
    let store = Store(initialState: [Int]()) {
      Ticker(clock: clock, interval: .milliseconds(-400))
    }
    store.send(.start)
    store.runEffects()
    await clock.advance(by: .milliseconds(1000))
    #expect(store.state == [400, 800])
    store.send(.stop)
    store.runEffects()
  }
}

/// Starts a timer of interval zero and advances its clock: for the exit test, whose body
/// captures nothing.
@MainActor
private func iterateZeroIntervalTimer() async {
  let clock = TestClock()
  let store = Store(initialState: [Int]()) { Ticker(clock: clock, interval: .zero) }
  store.send(.start)
  store.runEffects()
  await clock.advance(by: .seconds(1))
}

/// A zero interval would tick forever at one instant; iterating it stops the process instead,
/// with a message naming the `timer` call.
@MainActor @Suite struct AsyncTimerSequenceZeroIntervalTests {
  @Test func iteratingAZeroIntervalTimerStopsWithAMessageNamingTheCall() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await iterateZeroIntervalTimer()
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("Clock.timer(interval:): the interval is zero."))
    #expect(message.contains("TCAEngineTests/AsyncTimerSequenceTests.swift:"))
  }

  @Test func aZeroIntervalTimerThatIsNeverIteratedDoesNothing() async {
    let clock = TestClock()
    _ = clock.timer(interval: .zero)
    await clock.run()
    #expect(clock.now.offset == .zero)
  }
}

/// Appends the clock's time in milliseconds at each tick of a 1 s timer.
private struct Ticker: Reducer {
  enum Action: Equatable { case start, stop, tick(Int) }
  enum CancelID { case timer }

  let clock: TestClock
  var interval = Duration.seconds(1)

  var body: some Reducer<[Int], Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock, interval] send in
          for await instant in clock.timer(interval: interval) {
            _ = instant
            await send(.tick(clock.elapsedMillisecondsForTests))
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.timer)
      case let .tick(milliseconds):
        state.append(milliseconds)
        return .none
      }
    }
  }
}

extension TestClock {
  fileprivate var elapsedMillisecondsForTests: Int {
    Int(now.offset / .milliseconds(1))
  }
}
