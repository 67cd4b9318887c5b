import CompareKit
import CompareKitTestSupport
import Testing

/// Fuzzing the replay of real pairs, in process: planted divergences are found and shrunk to
/// their one known minimal scenario from every seed; pairs whose engines agree give nothing.
  @MainActor
@Suite struct FuzzPlantedDivergenceTests {
  @Test(arguments: 1...20)
  func threeIncrementsWithin499msShrinkToSendIncrementX3(seed: UInt64) throws {
    let outcome = Self.fuzz(.testBurst, level: .steps, seed: seed)
    let finding = try #require(outcome.findings.first)
    #expect(outcome.findings.count == 1)
    #expect(finding.shrink.directives == [.send(action: 0, payload: .none, count: 3)])
    #expect(finding.origin == DivergenceOrigin(directive: "send increment", paths: ["count"]))
    #expect(!finding.shrink.hitBound)
  }

  @MainActor
  @Test(arguments: 1...20)
  func aQueryOfThreeCharactersShrinksToSendTypeAaa(seed: UInt64) throws {
    let outcome = Self.fuzz(.testQuery, level: .steps, seed: seed)
    let finding = try #require(outcome.findings.first)
    #expect(outcome.findings.count == 1)
    #expect(finding.shrink.directives == [.send(action: 0, payload: .string("aaa"), count: 1)])
  }

  @MainActor
  @Test(arguments: 1...20)
  func aCustomPayloadTypeIsSentOnlyItsOwnValuesAndShrinksAmongThem(seed: UInt64) throws {
    let outcome = Self.fuzz(.testSpeed, level: .steps, seed: seed)
    let finding = try #require(outcome.findings.first)
    #expect(outcome.findings.count == 1)
    #expect(finding.shrink.directives == [.send(action: 0, payload: .string("turbo"), count: 1)])
  }

  @MainActor
  @Test(arguments: 1...5)
  func reactorKitsPerMutationStatesShrinkToSendIncrementAndAdvance500ms(seed: UInt64) throws {
    let outcome = Self.fuzz(.asyncCounter, level: .emissions, seed: seed)
    let finding = try #require(outcome.findings.first)
    #expect(outcome.findings.count == 1)
    #expect(
      finding.shrink.directives == [
        .send(action: 0, payload: .none, count: 1), .advance(milliseconds: 500),
      ])
  }

  @MainActor
  @Test(arguments: ["counter", "dashboard", "async-counter"])
  func theBuiltInPairsAgreeOnEveryStep(name: String) throws {
    let pair = try #require(FeaturePair.builtIn.first { $0.name == name })
    let outcome = Self.fuzz(pair, level: .steps, seed: 3, runs: 200)
    #expect(outcome.runs == 200)
    #expect(outcome.findings.isEmpty)
  }

  @MainActor
  private static func fuzz(
    _ pair: FeaturePair, level: ComparisonLevel, seed: UInt64, runs: Int = 200
  ) -> FuzzOutcome<DivergenceOrigin> {
    let campaign = FuzzCampaign(
      vocabulary: FuzzVocabulary(pair: pair), seed: seed, runs: runs, maxSteps: 20)
    var oracle = ReplayOracle(pair: pair, level: level)
    return campaign.run(&oracle) { _ in true }
  }
}
