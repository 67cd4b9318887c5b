import ReactorEngine
import Testing

@Suite struct PulseTests {
  @Test func everyAssignmentCountsTheSameValueIncluded() {
    var pulse = Pulse(wrappedValue: "a")
    #expect(pulse.valueUpdatedCount == 0)
    pulse.wrappedValue = "a"
    pulse.value = "a"
    #expect(pulse.valueUpdatedCount == 2)
    #expect(pulse.projectedValue.value == "a")
  }

  @Test func pulseSkipsStatesThatDoNotAssignTheField() {
    let reactor = AlertReactor()
    var alerts: [String] = []
    let subscription = reactor.pulse(\.$alert).subscribe(onNext: { alerts.append($0) })
    reactor.action.onNext(.alert("hi"))
    reactor.action.onNext(.other)
    reactor.action.onNext(.alert("hi"))
    subscription.dispose()
    #expect(alerts == ["", "hi", "hi"])
  }
}

// MARK: - Fixtures

private final class AlertReactor: Reactor {
  enum Action {
    case alert(String)
    case other
  }

  struct State {
    @Pulse var alert = ""
    var other = 0
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .alert(let text): state.alert = text
    case .other: state.other += 1
    }
    return state
  }
}
