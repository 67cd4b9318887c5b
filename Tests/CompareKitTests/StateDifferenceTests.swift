import Testing

@testable import CompareKit

@Suite struct StateDifferenceTests {
  @Test func onlyTheDifferingPathsAreListedDeepestFirstReached() {
    let left = ProjectedState([todos(done: [false, true, true]), .string("all")])
    let right = ProjectedState([todos(done: [false, true, false]), .string("all")])

    #expect(
      left.differences(from: right, names: ["todos", "filter"]) == [
        StateDifference(path: "todos[2].done", left: .bool(true), right: .bool(false))
      ])
  }

  @Test func listsOfOtherLengthsDifferAtCountAndAtEachExtraElement() {
    let left = ProjectedState([.list([.integer(1), .integer(2), .integer(3)])])
    let right = ProjectedState([.list([.integer(1), .integer(5)])])

    #expect(
      left.differences(from: right, names: ["tags"]) == [
        StateDifference(path: "tags.count", left: .integer(3), right: .integer(2)),
        StateDifference(path: "tags[1]", left: .integer(2), right: .integer(5)),
        StateDifference(path: "tags[2]", left: .integer(3), right: nil),
      ])
  }

  @Test func valuesOfOtherKindsOrRecordsOfOtherMembersDifferWhole() {
    let left = ProjectedState([.none, .record(["loaded": .integer(3)])])
    let right = ProjectedState([.integer(0), .record(["failed": .string("x")])])

    #expect(
      left.differences(from: right, names: ["selection", "phase"]).map(\.path) == [
        "selection", "phase",
      ])
    #expect(left.differences(from: left, names: ["selection", "phase"]).isEmpty)
  }

  private func todos(done: [Bool]) -> StateValue {
    .list(done.map { .record(["title": .string("t"), "done": .bool($0)]) })
  }
}
