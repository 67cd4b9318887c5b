import Testing

import CompareKit

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
            ScenarioDirective(line: 4, column: 1, kind: .send(action: "increment", count: 1)),
            ScenarioDirective(line: 5, column: 2, kind: .send(action: "decrement", count: 3)),
            ScenarioDirective(line: 6, column: 1, kind: .advance(milliseconds: 100)),
            ScenarioDirective(line: 7, column: 3, kind: .advance(milliseconds: 2000)),
            ScenarioDirective(line: 8, column: 1, kind: .expect(field: "count", value: .int(2))),
            ScenarioDirective(
              line: 9, column: 1, kind: .expect(field: "count", value: .int(Int.min))),
            ScenarioDirective(
              line: 10, column: 1, kind: .expect(field: "isLoading", value: .bool(false))),
            ScenarioDirective(
              line: 11, column: 1, kind: .expect(field: "isLoading", value: .bool(true))),
            ScenarioDirective(
              line: 12, column: 1,
              kind: .expect(field: "alert", value: .string("Increased! # not a comment"))),
            ScenarioDirective(
              line: 13, column: 1,
              kind: .expect(field: "alert", value: .string(#"say "hi" \ there"#))),
            ScenarioDirective(
              line: 14, column: 1, kind: .expect(field: "alert", value: .string("héllo 👍🏽"))),
            ScenarioDirective(line: 15, column: 1, kind: .expect(field: "alert", value: .none)),
            ScenarioDirective(
              line: 16, column: 1, kind: .send(action: "increment", count: 1_000_000)),
          ]))
  }

  @Test func aFileWithoutAFeatureLineDrivesTheCounter() throws {
    let scenario = try parser.parse("send decrement\nexpect count -1\n".utf8, file: "c.txt")
    #expect(scenario.feature == "counter")
    #expect(
      scenario.directives.map(\.kind) == [
        .send(action: "decrement", count: 1), .expect(field: "count", value: .int(-1)),
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
        ScenarioDirective(line: 2, column: 1, kind: .send(action: "increment", count: 1))
      ])
  }

  @Test func bytesThatAreNotContiguousParseTheSame() throws {
    let text = "feature dashboard\nsend reset x2\n"
    let scattered = try parser.parse(text.utf8.lazy.map { $0 }, file: "d.txt")
    let contiguous = try parser.parse(Array(text.utf8), file: "d.txt")
    #expect(scattered == contiguous)
    #expect(scattered.directives.map(\.kind) == [.send(action: "reset", count: 2)])
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

/// The three real features' vocabularies, shared by the scenario test suites.
enum ScenarioFixtures {
  static let catalog = [
    FeatureVocabulary(
      name: "counter", actions: ["increment", "decrement"],
      fields: [.init(name: "count", type: .int)]),
    FeatureVocabulary(
      name: "dashboard", actions: ["increment", "decrement", "reset"],
      fields: [.init(name: "count", type: .int)]),
    FeatureVocabulary(
      name: "async-counter", actions: ["increment", "decrement"],
      fields: [
        .init(name: "count", type: .int), .init(name: "isLoading", type: .bool),
        .init(name: "alert", type: .optionalString),
      ]),
  ]
}
