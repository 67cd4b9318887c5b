import Testing

import CompareKit
import CompareKitTestSupport

@Suite struct ScenarioParserTests {
  let parser = ScenarioParser(catalog: ScenarioFixtures.catalog)

  // MARK: - Valid files

  @Test func everyDirectiveFormWithCommentsCRLFByteOrderMarkAndTabs() throws {
    // given
    let text =
      "\u{FEFF}# Two quick taps on the async counter.\r\n"
      + "feature async-counter   # the one with effects\r\n"
      + "\r\n"
      + "send increment\r\n"
      + "\tsend decrement x3 # three taps\n"
      + "advance 100ms\n"
      + "  advance 2s#no space needed\n"
      + "expect count 2\n"
      + "expect count -9223372036854775808\n"
      + "expect isLoading false\n"
      + "expect\tisLoading\ttrue\n"
      + "expect alert \"Increased! # not a comment\"  # a comment\n"
      + "expect alert \"say \\\"hi\\\" \\\\ there\"\n"
      + "expect alert \"héllo 👍🏽\"\n"
      + "expect alert none\n"
      + "send increment x1000000\n"
      + "   \t  \n"
      + "# the end, without a final newline"

    // when
    let scenario = try parser.parse(text.utf8, file: "valid.txt")

    // then
    #expect(
      scenario
        == Scenario(
          file: "valid.txt", feature: "async-counter",
          directives: [
            ScenarioDirective(line: 4, column: 1, kind: .send("increment", 1, in: .asyncCounter)),
            ScenarioDirective(line: 5, column: 2, kind: .send("decrement", 3, in: .asyncCounter)),
            ScenarioDirective(line: 6, column: 1, kind: .advance(milliseconds: 100)),
            ScenarioDirective(line: 7, column: 3, kind: .advance(milliseconds: 2000)),
            ScenarioDirective(
              line: 8, column: 1, kind: .expect("count", .integer(2), in: .asyncCounter)),
            ScenarioDirective(
              line: 9, column: 1, kind: .expect("count", .integer(Int.min), in: .asyncCounter)),
            ScenarioDirective(
              line: 10, column: 1, kind: .expect("isLoading", .bool(false), in: .asyncCounter)),
            ScenarioDirective(
              line: 11, column: 1, kind: .expect("isLoading", .bool(true), in: .asyncCounter)),
            ScenarioDirective(
              line: 12, column: 1,
              kind: .expect("alert", .string("Increased! # not a comment"), in: .asyncCounter)),
            ScenarioDirective(
              line: 13, column: 1,
              kind: .expect("alert", .string(#"say "hi" \ there"#), in: .asyncCounter)),
            ScenarioDirective(
              line: 14, column: 1, kind: .expect("alert", .string("héllo 👍🏽"), in: .asyncCounter)),
            ScenarioDirective(
              line: 15, column: 1, kind: .expect("alert", .none, in: .asyncCounter)),
            ScenarioDirective(
              line: 16, column: 1, kind: .send("increment", 1_000_000, in: .asyncCounter)),
          ]))
  }

  @Test func aFileWithoutAFeatureLineDrivesTheCounter() throws {
    let scenario = try parser.parse("send decrement\nexpect count -1\n".utf8, file: "c.txt")
    #expect(scenario.feature == "counter")
    #expect(
      scenario.directives.map(\.kind) == [
        .send("decrement", 1, in: .counter), .expect("count", .integer(-1), in: .counter),
      ])
  }

  @Test(arguments: ["", "\u{FEFF}", "\n\n", "# only a comment", "\r\n \t\r\n"])
  func aFileWithNoDirectivesIsAnEmptyCounterScenario(text: String) throws {
    let scenario = try parser.parse(text.utf8, file: "empty.txt")
    #expect(scenario == Scenario(file: "empty.txt", feature: "counter", directives: []))
  }

  @Test func aSourceKeepsItsNameAndAVeryLongCommentIsFine() throws {
    let bytes = Array(("# " + String(repeating: "é", count: 200_000) + "\nsend increment").utf8)
    let scenario = try parser.parse(ScenarioSource(file: "<stdin>", bytes: bytes))
    #expect(scenario.file == "<stdin>")
    #expect(
      scenario.directives == [
        ScenarioDirective(line: 2, column: 1, kind: .send("increment", 1, in: .counter))
      ])
  }

  @Test func bytesThatAreNotContiguousParseTheSame() throws {
    let text = "feature dashboard\nsend reset x2\n"
    let scattered = try parser.parse(text.utf8.lazy.map { $0 }, file: "d.txt")
    let contiguous = try parser.parse(Array(text.utf8), file: "d.txt")
    #expect(scattered == contiguous)
    #expect(scattered.directives.map(\.kind) == [.send("reset", 2, in: .dashboard)])
  }

  @Test func durationsAddUpToTheClockLimitExactly() throws {
    let limit = ScenarioParser.maximumMilliseconds
    let text = "advance \(limit - 1000)ms\nadvance 1s\n"
    let scenario = try parser.parse(text.utf8, file: "long.txt")
    #expect(
      scenario.directives.map(\.kind) == [
        .advance(milliseconds: limit - 1000), .advance(milliseconds: 1000),
      ])
  }
}

// MARK: - Fixtures

/// The built-in features' vocabularies and the test pairs', shared by the scenario suites.
enum ScenarioFixtures {
  static let catalog = (FeaturePair.builtIn + FeaturePair.testPairs).map(\.vocabulary)
}
