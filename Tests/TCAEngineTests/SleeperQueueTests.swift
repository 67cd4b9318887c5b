import Testing

@testable import TCAEngine

@MainActor @Suite struct SleeperQueueTests {
  @Test func popsByDeadlineThenSchedulingOrder() {
    var queue = SleeperQueue<String>()
    queue.insert("late", id: 0, deadline: .milliseconds(300))
    queue.insert("tie 1", id: 1, deadline: .milliseconds(200))
    queue.insert("early", id: 2, deadline: .milliseconds(100))
    queue.insert("tie 2", id: 3, deadline: .milliseconds(200))
    var woken: [String] = []
    while let next = queue.popFirst(dueBy: .seconds(1)) { woken.append(next.value) }
    #expect(woken == ["early", "tie 1", "tie 2", "late"])
    #expect(queue.isEmpty)
  }

  @Test func keepsSleepersDueLaterThanTheTarget() {
    var queue = SleeperQueue<String>()
    queue.insert("a", id: 0, deadline: .milliseconds(100))
    queue.insert("b", id: 1, deadline: .milliseconds(101))
    #expect(queue.popFirst(dueBy: .milliseconds(100))?.value == "a")
    #expect(queue.popFirst(dueBy: .milliseconds(100)) == nil)
    #expect(queue.firstDeadline() == .milliseconds(101))
  }

  @Test func aRemovedSleeperIsNeverWoken() {
    var queue = SleeperQueue<Int>()
    for id in 0..<1_000 { queue.insert(id, id: UInt64(id), deadline: .milliseconds(id % 7)) }
    for id in stride(from: 0, to: 1_000, by: 2) { #expect(queue.remove(id: UInt64(id)) == id) }
    #expect(queue.remove(id: 0) == nil)
    var woken: [Int] = []
    while let next = queue.popFirst(dueBy: .seconds(1)) { woken.append(next.value) }
    let expected = (0..<1_000).filter { $0 % 2 == 1 }.sorted { ($0 % 7, $0) < ($1 % 7, $1) }
    #expect(woken == expected)
  }
}
