import Foundation
import Testing

@testable import ReactorEngine

/// `remaining(from:to:)`: RxSwift's remainder of an interval, in the interval's own unit,
/// rounded half away from zero, never negative.
@Suite struct RxTimeIntervalTests {
  @Test(arguments: [
    (RxTimeInterval.seconds(1), 400_000_000, RxTimeInterval.seconds(1)),
    (.seconds(1), 499_999_999, .seconds(1)),
    (.seconds(1), 500_000_000, .seconds(1)),
    (.seconds(1), 500_000_001, .seconds(0)),
    (.seconds(1), 600_000_000, .seconds(0)),
    (.seconds(3), 1_400_000_000, .seconds(2)),
    (.seconds(1), 5_000_000_000, .seconds(0)),
    (.milliseconds(500), 100_400_000, .milliseconds(400)),
    (.milliseconds(500), 100_500_000, .milliseconds(400)),
    (.milliseconds(500), 100_600_000, .milliseconds(399)),
    (.milliseconds(1), 500_000, .milliseconds(1)),
    (.microseconds(10), 2_500, .microseconds(8)),
    (.microseconds(10), 2_501, .microseconds(7)),
    (.nanoseconds(1000), 401, .nanoseconds(599)),
    (.nanoseconds(5), 9, .nanoseconds(0)),
  ])
  func whatIsLeftIsRoundedInTheIntervalsOwnUnit(
    interval: RxTimeInterval, elapsed: Int, expected: RxTimeInterval
  ) {
    let start = SchedulerInstant(nanoseconds: 7_000_000_000)
    let end = SchedulerInstant(nanoseconds: 7_000_000_000 + Int128(elapsed))
    #expect(interval.remaining(from: start, to: end) == expected)
  }

  @Test func neverStaysNeverAndAnEndBeforeTheStartLeavesTheWholeInterval() {
    let start = SchedulerInstant(nanoseconds: 1_000)
    let end = SchedulerInstant(nanoseconds: 0)
    #expect(RxTimeInterval.never.remaining(from: end, to: start) == .never)
    #expect(RxTimeInterval.seconds(2).remaining(from: start, to: end) == .seconds(2))
  }

  @Test func theLargestCountsConvertWithoutOverflow() {
    #expect(RxTimeInterval.seconds(.max).exactNanoseconds == Int128(Int.max) * 1_000_000_000)
    #expect(RxTimeInterval.milliseconds(.min).exactNanoseconds == Int128(Int.min) * 1_000_000)
    #expect(RxTimeInterval.never.exactNanoseconds == nil)
    let start = SchedulerInstant(nanoseconds: 0)
    let end = SchedulerInstant(nanoseconds: 1)
    #expect(RxTimeInterval.seconds(.max).remaining(from: start, to: end) == .seconds(.max))
  }

  @Test func zeroIsZeroInAnyUnitAndNeverIsNot() {
    #expect(RxTimeInterval.seconds(0).isZero)
    #expect(RxTimeInterval.nanoseconds(0).isZero)
    #expect(!RxTimeInterval.nanoseconds(1).isZero)
    #expect(!RxTimeInterval.never.isZero)
  }

  @Test func theVirtualClocksReadExactlyAndOtherSchedulersThroughNow() {
    let scheduler = VirtualTimeScheduler()
    scheduler.advance(by: .nanoseconds(1_234_567))
    #expect(scheduler.instant == SchedulerInstant(nanoseconds: 1_234_567))
    let main = VirtualTimeScheduler.withMain(scheduler) { MainScheduler.instance.instant }
    #expect(main == SchedulerInstant(nanoseconds: 1_234_567))
    #expect(FixedClock().instant == SchedulerInstant(nanoseconds: 2_500_000_000))
  }
}

/// A scheduler whose clock reads 2.5 s after the reference date.
private struct FixedClock: SchedulerType {
  var now: RxTime { Date(timeIntervalSinceReferenceDate: 2.5) }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    action(state)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    action(state)
  }
}
