import ReactorEngine
import Testing

@testable import CompareKit

  @MainActor
@Suite struct ReactorSessionTests {
  @Test func sessionsDroppedWithDelayedWorkPendingReleaseTheirClocks() {
    // given: 500 sessions of the seed's reactor, each dropped with a 500 ms delay pending
    let clocks = (0..<500).map { _ in
      let recorder = EngineRecorder(
        recordsCauses: false, recordsEmissions: false, describesEmissionCauses: false)
      let session = ReactorSession(
        reactor: CounterViewReactor(), recorder: recorder, childReactors: nil, readers: [])
      session.start(senders: { reactor, _ in [ActionSender { _ in reactor.action.onNext(.increase) }] }
      )
      session.send(action: 0, payload: nil)
      return WeakClock(session.scheduler)
    }

    // then: the pending delays, which hold sinks that hold the clock, keep no clock alive; a
    // few stay until the reactors' side table purges its dead entries, which it does as it
    // grows, so thousands of fuzz runs in one process stay at constant memory
    let alive = clocks.count { $0.clock != nil }
    #expect(alive < 200, "\(alive) of 500 clocks outlived their sessions")
  }
}

private struct WeakClock {
  weak var clock: VirtualTimeScheduler?

  init(_ clock: VirtualTimeScheduler) { self.clock = clock }
}
