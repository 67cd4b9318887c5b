import CompareKit
import CompareKitTestSupport
import Testing

/// A custom payload type takes only some literals of its type: the parser refuses the rest at
/// their column, naming what the action takes, so a refused payload never reaches a session.
@Suite struct ScenarioParserPayloadValueTests {
  let parser = ScenarioParser(catalog: [FeaturePair.testSpeed.vocabulary])

  @Test func aPayloadTheTypeTakesParses() throws {
    let scenario = try parser.parse(
      "feature test-speed\nsend speed \"turbo\" x2\n".utf8, file: "t.txt")
    guard case .send(let send, let count) = scenario.directives.first?.kind else {
      Issue.record("expected a send")
      return
    }
    #expect(send.payload == .string("turbo"))
    #expect(count == 2)
  }

  @Test(arguments: [
    (
      "send speed \"turbp\"",
      "t.txt:2:12: error: action 'speed' does not take the payload \"turbp\"; did you mean \"turbo\"?"
    ),
    (
      "send speed \"warp\"",
      "t.txt:2:12: error: action 'speed' does not take the payload \"warp\"; "
        + "it takes \"slow\", \"fast\" or \"turbo\""
    ),
  ])
  func aPayloadTheTypeRefusesIsALocatedError(line: String, message: String) {
    do {
      _ = try parser.parse("feature test-speed\n\(line)\n".utf8, file: "t.txt")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
    }
  }
}
