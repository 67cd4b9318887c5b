import CompareKit
import Testing

@Suite struct StateValueTests {
  @Test(
    arguments: [
      (StateValue.integer(-12), "-12", "-12"),
      (.decimal(2.5), "2.5", "2.5"),
      (.decimal(1), "1.0", "1.0"),
      (.decimal(1e-7), "1e-07", "1e-07"),
      (.decimal(.nan), "nan", #""nan""#),
      (.decimal(-.infinity), "-inf", #""-inf""#),
      (.bool(false), "false", "false"),
      (.string(#"say "hi" \ é"#), #""say \"hi\" \\ é""#, #""say \"hi\" \\ é""#),
      (.none, "none", "null"),
      (.list([]), "[]", "[]"),
      (.list([.integer(1), .integer(2)]), "[1, 2]", "[1,2]"),
      (.record([:]), "{}", "{}"),
      (
        .record(["title": .string("Milk"), "done": .bool(false)]), #"{title="Milk" done=false}"#,
        #"{"title":"Milk","done":false}"#
      ),
      (
        .list([.record(["tags": .list([.string("a"), .none])])]), #"[{tags=["a", none]}]"#,
        #"[{"tags":["a",null]}]"#
      ),
    ])
  func valuesPrintAsScenariosSpellThemAndAsJSON(value: StateValue, text: String, json: String) {
    #expect(value.description == text)
    let out = OutputBuffer.memory()
    value.writeJSON(to: out)
    #expect(out.text == json)
  }

  @Test func recordsCompareInDeclarationOrderAndNaNEqualsItself() {
    let milk = StateValue.record(["title": .string("Milk"), "done": .bool(false)])
    let swapped = StateValue.record(["done": .bool(false), "title": .string("Milk")])
    #expect(milk != swapped)
    #expect(
      milk == StateValue.record(names: ["title", "done"], values: [.string("Milk"), .bool(false)]))
    #expect(StateValue.list([.decimal(.nan)]) == StateValue.list([.decimal(.nan)]))
    #expect(Set([StateValue.decimal(.nan), .decimal(.nan)]).count == 1)
    #expect(StateValue.integer(1) != StateValue.decimal(1))
  }

  @Test func conformingTypesConvertThemselves() {
    let optional: String? = nil
    #expect(3.stateValue == .integer(3))
    #expect(optional.stateValue == .none)
    #expect(Optional("x").stateValue == .string("x"))
    #expect([[1], []].stateValue == .list([.list([.integer(1)]), .list([])]))
    #expect(Money(cents: 1250).stateValue == .decimal(12.5))
  }
}

/// A type that chooses its own shape.
private struct Money: StateValueConvertible {
  var cents: Int
  var stateValue: StateValue { .decimal(Double(cents) / 100) }
}
