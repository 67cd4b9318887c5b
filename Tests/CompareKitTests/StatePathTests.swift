import Testing

@testable import CompareKit

@Suite struct StatePathTests {
  private let state = ProjectedState([
    .list([
      .record(["title": .string("Milk"), "done": .bool(false)]),
      .record(["title": .string("Eggs"), "done": .bool(true)]),
    ]),
    .integer(3),
  ])

  @Test(
    arguments: [
      ([StatePath.Component.index(1), .member("done")], StatePath.LookUp.found(.bool(true))),
      ([.member("count")], .found(.integer(2))),
      ([.index(0)], .found(.record(["title": .string("Milk"), "done": .bool(false)]))),
      ([.index(2), .member("done")], .missing("todos has 2 elements, no [2]")),
      (
        [.index(0), .member("titel")],
        .missing("todos[0] has no member 'titel'; did you mean 'title'?")
      ),
      ([.index(0), .index(0)], .missing("todos[0] is a record, not a list, so it has no [0]")),
      (
        [.index(1), .member("done"), .member("x")],
        .missing("todos[1].done is a bool, so it has no member 'x'")
      ),
    ])
  func pathsLookIntoRecordsAndListsOrSayWhyNot(
    components: [StatePath.Component], expected: StatePath.LookUp
  ) {
    let path = StatePath(field: 0, fieldName: "todos", components: components)
    #expect(path.lookUp(in: state) == expected)
  }

  @Test func aPathPrintsAsScenariosWriteIt() {
    let path = StatePath(
      field: 0, fieldName: "todos", components: [.index(2), .member("done"), .member("count")])
    #expect(path.description == "todos[2].done.count")
  }

  @Test func anIntegerExpectationHoldsForTheSameDecimal() {
    #expect(StateValue.integer(2).isMatched(by: .decimal(2)))
    #expect(StateValue.list([.integer(2)]).isMatched(by: .list([.decimal(2)])))
    #expect(!StateValue.integer(2).isMatched(by: .decimal(2.5)))
    #expect(!StateValue.decimal(2).isMatched(by: .integer(2)))
  }
}
