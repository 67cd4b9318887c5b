import CompareKit
import Testing

@Suite struct CaseDescriptionTests {
  @Test func nestedCasesPrintAsTheirUsersWriteThem() {
    #expect(describeCase(Parent.child(.tapped)) == ".child(.tapped)")
    #expect(describeCase(Parent.reset) == ".reset")
    #expect(describeCase(Parent.response(3)) == ".response(3)")
    #expect(describeCase(Parent.alert("say \"hi\"")) == #".alert("say \"hi\"")"#)
    #expect(describeCase(Parent.pair(1, flag: true)) == ".pair(1, flag: true)")
    #expect(describeCase(Parent.optional(nil)) == ".optional(nil)")
    #expect(describeCase(Parent.optional(.tapped)) == ".optional(.tapped)")
  }
}

// MARK: - Fixtures

private enum Child { case tapped }

private enum Parent {
  case child(Child)
  case reset
  case response(Int)
  case alert(String)
  case pair(Int, flag: Bool)
  case optional(Child?)
}
