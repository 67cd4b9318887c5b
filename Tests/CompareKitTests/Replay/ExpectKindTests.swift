import CompareKit
import CompareKitTestSupport
import Testing

/// An `expect` whose value is of another kind than its field is named as such: at parse time
/// where the field's Swift type gives its kind, otherwise when it runs.
@Suite struct ExpectKindTests {
  @Test(arguments: [
    ("expect count \"0\"", 14, "expected a string \"0\", but field 'count' is an integer"),
    ("expect count 1.5", 14, "expected a decimal 1.5, but field 'count' is an integer"),
    ("expect count none", 14, "expected none, but field 'count' is an integer"),
    ("expect count [1]", 14, "expected a list [1], but field 'count' is an integer"),
  ])
  func aValueOfAnotherKindThanAnIntegerFieldIsAParseError(
    line: String, column: Int, message: String
  ) {
    #expect {
      try Scenario(parsing: "feature counter\n\(line)\n", file: "k.txt", pairs: [.counter])
    } throws: { error in
      (error as? ScenarioError)?.description
        == "k.txt:2:\(column): error: \(message), so this expect can never hold"
    }
  }

  @Test func anOptionalFieldAdmitsNoneAndItsKind() throws {
    // search's nextPage is an Int? on both sides
    let scenario = try Scenario(
      parsing: "feature search\nexpect nextPage none\nexpect nextPage 2\nexpect query \"\"\n",
      pairs: [.search])
    #expect(scenario.feature == "search")
    #expect(throws: ScenarioError.self) {
      try Scenario(parsing: "feature search\nexpect nextPage \"2\"\n", pairs: [.search])
    }
  }

  @MainActor
  @Test func anIntegerLiteralIsAdmittedForADecimalField() throws {
    // test-todos' total is a Double on both sides; `expect total 0` holds for 0.0
    let scenario = try Scenario(
      parsing: "feature test-todos\nexpect total 0\n", pairs: [.testTodos])
    #expect(try Replay(scenario, pair: .testTodos).run().passed)
  }

  @MainActor
  @Test func aFieldOfUnknownKindNamesTheKindsWhenTheExpectFails() throws {
    // test-todos' filter is an enum read by reflection: its kind is known only when it runs
    let scenario = try Scenario(
      parsing: "feature test-todos\nexpect filter 0\n", file: "f.txt", pairs: [.testTodos])

    let result = try Replay(scenario, pair: .testTodos).run()

    #expect(
      result.failedExpects.map(\.diagnostic.description) == [
        "f.txt:2:1: error: expect filter 0 does not hold: expected an integer, but filter is a "
          + "string: TCA has filter=\"all\", ReactorKit has filter=\"all\""
      ])
  }
}
