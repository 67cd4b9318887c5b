import ReactorEngine
import Testing

@Suite struct RelayTests {
  @Test func aPublishRelaySendsAcceptedElementsToCurrentObserversOnly() {
    let relay = PublishRelay<Int>()
    var early: [Int] = []
    var late: [Int] = []
    let first = relay.subscribe(onNext: { early.append($0) })
    relay.accept(1)
    let second = relay.asObservable().subscribe(onNext: { late.append($0) })
    relay.accept(2)
    first.dispose()
    relay.accept(3)
    second.dispose()
    #expect(early == [1, 2])
    #expect(late == [2, 3])
  }

  @Test func aBehaviorRelayHoldsItsValueAndReplaysItToNewObservers() {
    let relay = BehaviorRelay(value: "a")
    var received: [String] = []
    #expect(relay.value == "a")
    relay.accept("b")
    let subscription = relay.subscribe(onNext: { received.append($0) })
    relay.accept("c")
    subscription.dispose()
    #expect(received == ["b", "c"])
    #expect(relay.value == "c")
  }
}
