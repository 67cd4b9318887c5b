import ReactorEngine
import Testing

@Suite struct TimerReactorTests {
  @Test func theTimerTicksEverySecondUntilTheNextToggleThenTheFactLoads() {
    let rows = trace([(0, .toggleTimer), (2500, .toggleTimer), (3000, .fetchFact)])
    #expect(
      rows == [
        "0 0 off idle nil",
        "0 0 on idle nil",
        "1000 1 on idle nil",
        "2000 2 on idle nil",
        "2500 2 off idle nil",
        "3000 2 off idle nil",
        "3000 2 off loading nil",
        "4000 2 off loading \"2 is a good number.\"",
        "4000 2 off idle \"2 is a good number.\"",
      ])
  }

  @Test func stoppingExactlyAtATickKeepsThatTick() {
    // The tick was queued a second earlier, so it runs before a tap sent at the same instant.
    let rows = trace([(0, .toggleTimer), (2000, .toggleTimer)])
    #expect(rows.suffix(2) == ["2000 2 on idle nil", "2000 2 off idle nil"])
    #expect(rows.count == 5)
  }

  @Test func restartingLeavesOneTimer() {
    let rows = trace([(0, .toggleTimer), (500, .toggleTimer), (700, .toggleTimer)])
    #expect(
      rows == [
        "0 0 off idle nil",
        "0 0 on idle nil",
        "500 0 off idle nil",
        "700 0 on idle nil",
        "1700 1 on idle nil",
        "2700 2 on idle nil",
        "3700 3 on idle nil",
        "4700 4 on idle nil",
      ])
  }

  @Test func aCountChangeClearsTheFactAndTheFactIsForTheCountAtTheTap() {
    let rows = trace([(0, .increase), (0, .fetchFact), (300, .increase), (2000, .decrease)])
    #expect(
      rows == [
        "0 0 off idle nil",
        "0 1 off idle nil",
        "0 1 off idle nil",
        "0 1 off loading nil",
        "300 2 off loading nil",
        "1000 2 off loading \"1 is a good number.\"",
        "1000 2 off idle \"1 is a good number.\"",
        "2000 1 off idle nil",
      ])
  }

  @Test func aSecondFactTapClearsTheFirstFactAtOnce() {
    // As the tutorial's fact button does: the old fact is gone while the new one loads.
    let rows = trace([(0, .fetchFact), (1000, .fetchFact)])
    #expect(
      rows == [
        "0 0 off idle nil",
        "0 0 off idle nil",
        "0 0 off loading nil",
        "1000 0 off loading \"0 is a good number.\"",
        "1000 0 off idle \"0 is a good number.\"",
        "1000 0 off idle nil",
        "1000 0 off loading nil",
        "2000 0 off loading \"0 is a good number.\"",
        "2000 0 off idle \"0 is a good number.\"",
      ])
  }

  @Test func theFakeClientAnswersAfterOneSecond() {
    let scheduler = VirtualTimeScheduler()
    var received: [String] = []
    VirtualTimeScheduler.withMain(scheduler) {
      _ = NumberFactClient().fact(for: 7).subscribe(onNext: {
        received.append("\(scheduler.nowMilliseconds) \($0)")
      })
      scheduler.advance(by: .seconds(2))
    }
    #expect(received == ["1000 7 is a good number."])
  }
}

/// Sends each action at its time (ms), runs to 5 s, and records every state as
/// `time count timer loading fact`.
private func trace(_ actions: [(Int, TimerReactor.Action)]) -> [String] {
  let scheduler = VirtualTimeScheduler()
  let reactor = TimerReactor()
  var rows: [String] = []
  VirtualTimeScheduler.withMain(scheduler) {
    let subscription = reactor.state.subscribe(onNext: { state in
      let fact = state.fact.map { "\"\($0)\"" } ?? "nil"
      rows.append(
        "\(scheduler.nowMilliseconds) \(state.count) \(state.isTimerRunning ? "on" : "off") "
          + "\(state.isLoading ? "loading" : "idle") \(fact)")
    })
    for (time, action) in actions {
      scheduler.advance(to: .milliseconds(time))
      reactor.action.onNext(action)
    }
    scheduler.advance(to: .milliseconds(5000))
    subscription.dispose()
  }
  return rows
}
