import CompareKit
import CompareKitTestSupport
import Testing

/// A pair's `tcaView` / `reactorKitView`: one view a session, that every view action sends
/// through (issue 21, item 6).
@MainActor @Suite struct SessionViewTests {
  /// The draft typed by two `type`s is what `submit` sends: a view made anew per action would
  /// lose it and submit "".
  @Test func everyActionOfASessionGoesThroughTheSameView() throws {
    let scenario = try Scenario(
      parsing: """
        feature test-greeting
        send type "Hi"
        send type " there"
        send submit
        expect submitted ["Hi there"]
        send type "again"
        send submit
        expect submitted ["Hi there", "again"]

        """, file: "greeting.txt", pairs: [.testGreeting])
    let result = try Replay(scenario, pair: .testGreeting, level: .steps).run()
    #expect(result.passed, "\(result)")
    #expect(result.expects.count == 2)
  }

  /// Each session has a view of its own: a second replay starts from an empty draft.
  @Test func eachSessionHasItsOwnView() throws {
    let typed = try Scenario(
      parsing: "feature test-greeting\nsend type \"x\"\n", file: "a.txt", pairs: [.testGreeting])
    _ = try Replay(typed, pair: .testGreeting, level: .steps).run()
    let submitted = try Scenario(
      parsing: "feature test-greeting\nsend submit\nexpect submitted [\"\"]\n", file: "b.txt",
      pairs: [.testGreeting])
    let result = try Replay(submitted, pair: .testGreeting, level: .steps).run()
    #expect(result.passed, "\(result)")
  }
}
