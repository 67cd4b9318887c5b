import Testing

@testable import CompareKit

@Suite struct StateValueIdentityTests {
  @Test func identicalValuesPrintTheSameBytes() {
    let list = StateValue.list([.integer(1), .string("a"), .none])
    let values: [StateValue] = [
      .integer(3), .decimal(2.5), .bool(true), .string("Milk"), .none, list,
      .record(["title": .string("Milk"), "done": .bool(false), "tags": list]),
    ]
    for value in values {
      // NB: a copy shares the storage; a rebuilt value does not, and is compared element-wise.
      let rebuilt = StateValue(value.storage)
      #expect(value.isIdentical(to: value))
      #expect(value.isIdentical(to: rebuilt))
    }
    #expect(list.isIdentical(to: .list([.integer(1), .string("a"), .none])))
  }

  @Test func equalValuesThatPrintDifferentlyAreNotIdentical() {
    #expect(StateValue.decimal(0) == .decimal(-0.0))
    #expect(!StateValue.decimal(0).isIdentical(to: .decimal(-0.0)))
    #expect(StateValue.string("\u{1E0A}") == .string("D\u{307}"))
    #expect(!StateValue.string("\u{1E0A}").isIdentical(to: .string("D\u{307}")))
    #expect(!StateValue.list([.decimal(0)]).isIdentical(to: .list([.decimal(-0.0)])))
    #expect(
      !StateValue.record(["é": .none]).isIdentical(to: .record(["e\u{301}": .none])))
  }

  @Test func differentValuesAreNotIdentical() {
    let pairs: [(StateValue, StateValue)] = [
      (.integer(1), .integer(2)), (.integer(1), .decimal(1)), (.bool(true), .bool(false)),
      (.string("a"), .string("ab")), (.none, .string("none")),
      (.list([.integer(1)]), .list([.integer(1), .integer(1)])),
      (.list([.integer(1), .integer(2)]), .list([.integer(2), .integer(1)])),
      (.record(["a": .integer(1)]), .record(["b": .integer(1)])),
      (.record(["a": .integer(1)]), .record(["a": .integer(2)])),
    ]
    for (a, b) in pairs {
      #expect(!a.isIdentical(to: b))
      #expect(!b.isIdentical(to: a))
    }
  }
}
