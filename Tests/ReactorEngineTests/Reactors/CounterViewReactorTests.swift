import ReactorEngine
import Testing

@Suite struct CounterViewReactorTests {
  // MARK: - Traces recorded from ReactorKit + RxSwift

  @Test func twoIncreasesHundredMillisecondsApartMatchTheRealLibraries() {
    let rows = recordTrace(increasesAt: [0, 100])
    #expect(
      rows.joined(separator: "\n") == """
        0 0 false nil
        0 0 true nil
        100 0 true nil
        500 1 true nil
        500 1 false nil
        500 1 false "Increased!"
        600 2 false "Increased!"
        600 2 false "Increased!"
        600 2 false "Increased!"
        """)
  }

  @Test func twoIncreasesSixHundredMillisecondsApartMatchTheRealLibraries() {
    let rows = recordTrace(increasesAt: [0, 600])
    #expect(
      rows.joined(separator: "\n") == """
        0 0 false nil
        0 0 true nil
        500 1 true nil
        500 1 false nil
        500 1 false "Increased!"
        600 1 true "Increased!"
        1100 2 true "Increased!"
        1100 2 false "Increased!"
        1100 2 false "Increased!"
        """)
  }

  @Test func decreaseMirrorsIncrease() {
    let scheduler = VirtualTimeScheduler()
    let reactor = CounterViewReactor()
    VirtualTimeScheduler.withMain(scheduler) {
      reactor.action.onNext(.decrease)
      #expect(reactor.currentState.isLoading)
      scheduler.advance(by: .milliseconds(499))
      #expect(reactor.currentState.value == 0)
      scheduler.advance(by: .milliseconds(1))
    }
    #expect(reactor.currentState.value == -1)
    #expect(!reactor.currentState.isLoading)
    #expect(reactor.currentState.alertMessage == "Decreased!")
  }

  // MARK: - Pulse

  @Test func alertPulseEmitsOnSubscribeThenOnEveryAssignment() {
    let scheduler = VirtualTimeScheduler()
    let reactor = CounterViewReactor()
    var pulses: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      let subscription = reactor.pulse(\.$alertMessage).subscribe(onNext: { message in
        pulses.append("\(scheduler.nowMilliseconds) \(message ?? "nil")")
      })
      reactor.action.onNext(.increase)
      scheduler.advance(to: .milliseconds(100))
      reactor.action.onNext(.increase)
      scheduler.advance(to: .seconds(2))
      subscription.dispose()
    }
    #expect(pulses == ["0 nil", "500 Increased!", "600 Increased!"])
  }

  // MARK: - Determinism

  @Test func theSameTraceTwoHundredTimesGivesIdenticalRows() {
    let first = recordTrace(increasesAt: [0, 100, 350, 600])
    for _ in 1..<200 {
      #expect(recordTrace(increasesAt: [0, 100, 350, 600]) == first)
    }
    #expect(first.count == 1 + 4 * 4)
  }

  @Test(arguments: 0..<8)
  func parallelReplaysEachUseTheirOwnClock(offset: Int) {
    let rows = recordTrace(increasesAt: [offset * 10])
    #expect(rows.last == "\(offset * 10 + 500) 1 false \"Increased!\"")
  }
}

// MARK: - Fixtures

/// Sends `increase` at each time (ms) and records every element of `reactor.state` as
/// `time value isLoading alert`.
private func recordTrace(increasesAt times: [Int]) -> [String] {
  let scheduler = VirtualTimeScheduler()
  let reactor = CounterViewReactor()
  var rows: [String] = []
  VirtualTimeScheduler.withMain(scheduler) {
    let subscription = reactor.state.subscribe(onNext: { state in
      let alert = state.alertMessage.map { "\"\($0)\"" } ?? "nil"
      rows.append("\(scheduler.nowMilliseconds) \(state.value) \(state.isLoading) \(alert)")
    })
    for time in times {
      scheduler.advance(to: .milliseconds(time))
      reactor.action.onNext(.increase)
    }
    scheduler.advance(by: .seconds(2))
    subscription.dispose()
  }
  return rows
}
