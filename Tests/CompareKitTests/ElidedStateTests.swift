import Testing

@testable import CompareKit

@Suite struct ElidedStateTests {
  private let names = ["todos", "filter", "count"]
  private let state = ProjectedState([
    .list([.string("Milk"), .string("Eggs"), .string("Tea")]), .string("all"), .integer(3),
  ])

  @Test func aStateThatFitsIsWrittenWhole() {
    #expect(written(limit: 80) == #"todos=["Milk", "Eggs", "Tea"] filter="all" count=3"#)
  }

  @Test func theLongestValueGivesUpItsEndAndTheOthersStayWhole() {
    let text = written(limit: 36)
    #expect(text == #"todos=["Milk",… filter="all" count=3"#)
    #expect(text.count == 36)
  }

  @Test func whenEveryValueIsLongTheRoomIsShared() {
    let long = ProjectedState([
      .string(String(repeating: "a", count: 30)), .string(String(repeating: "b", count: 30)),
      .integer(1),
    ])
    let out = OutputBuffer.memory()
    ElidedState.write(long, names: names, limit: 30, to: out)
    #expect(out.text == #"todos="aa… filter="bb… count=1"#)
    #expect(out.text.count == 30)
  }

  private func written(limit: Int) -> String {
    let out = OutputBuffer.memory()
    ElidedState.write(state, names: names, limit: limit, to: out)
    return out.text
  }
}
