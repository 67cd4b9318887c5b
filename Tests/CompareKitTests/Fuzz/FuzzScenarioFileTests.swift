import CompareKit
import CompareKitTestSupport
import Testing

@Suite struct FuzzScenarioFileTests {
  let file = FuzzScenarioFile(
    feature: "search", actions: ["type", "loadNextPage", "set", "scale", "toggle"],
    comment: "found by compare-cli fuzz search --seed 3 --compare steps",
    directives: [
      .send(action: 0, payload: .string("sw\"i\\ft"), count: 1),
      .advance(milliseconds: 300),
      .send(action: 1, payload: .none, count: 2),
      .advance(milliseconds: 2000),
      .send(action: 2, payload: .int(-5), count: 1),
      .send(action: 3, payload: .double(2), count: 1),
      .send(action: 4, payload: .bool(true), count: 3),
    ])

  @Test func theFileIsTheCommentTheFeatureLineThenOneDirectiveALine() {
    #expect(
      file.text == """
        # found by compare-cli fuzz search --seed 3 --compare steps
        feature search

        send type "sw\\"i\\\\ft"
        advance 300ms
        send loadNextPage x2
        advance 2s
        send set -5
        send scale 2.0
        send toggle true x3

        """)
    #expect(
      file.text.split(separator: "\n", omittingEmptySubsequences: false)[
        FuzzScenarioFile.firstLine - 1] == "send type \"sw\\\"i\\\\ft\"")
  }

  @Test func theNameHashesTheScenarioButNotTheComment() {
    var otherSeed = file
    otherSeed.comment = "found by compare-cli fuzz search --seed 4 --compare steps"
    var otherScenario = file
    otherScenario.directives.removeLast()

    #expect(file.name.hasPrefix("search-") && file.name.hasSuffix(".txt"))
    #expect(file.name.count == "search-".count + 16 + ".txt".count)
    #expect(otherSeed.name == file.name)
    #expect(otherScenario.name != file.name)
  }

  @Test(arguments: 0..<4)
  func generatedFilesParseBackToTheScenarioTheReplayRuns(seed: UInt64) throws {
    // given: a pair with an action of every payload type
    let pair = FeaturePair.testTodos
    let generator = ScenarioGenerator(vocabulary: FuzzVocabulary(pair: pair), maxSteps: 30)
    let parser = ScenarioParser(catalog: [pair.vocabulary])
    for run in 0..<200 {
      var random = FuzzRandom(seed: seed, run: run)
      let file = FuzzScenarioFile(
        feature: pair.name, actions: pair.vocabulary.actions.map(\.name),
        comment: "run \(run)", directives: generator.generate(using: &random))

      // when
      let parsed = try parser.parse(file.text.utf8, file: file.name)

      // then
      #expect(parsed == file.scenario(file: file.name), "\(file.text)")
    }
  }
}
