import CompareKit
import Testing

@Suite struct FuzzCampaignTests {
  let campaign = FuzzCampaign(vocabulary: vocabulary, seed: 21, runs: 400, maxSteps: 10)

  @Test func eachKindOfDivergenceIsShrunkOnceAndCountedEveryTime() {
    // when
    var oracle = PlantedOracle()
    let outcome = campaign.run(&oracle) { _ in true }

    // then
    #expect(outcome.runs == 400)
    #expect(!outcome.stoppedEarly)
    #expect(
      outcome.findings.map(\.origin) == ["decrement", "x3"]
        || outcome.findings.map(\.origin) == ["x3", "decrement"])
    let byOrigin = Dictionary(uniqueKeysWithValues: outcome.findings.map { ($0.origin, $0) })
    #expect(byOrigin["x3"]?.shrink.directives == [.send(action: 0, payload: .none, count: 3)])
    #expect(
      byOrigin["decrement"]?.shrink.directives == [.send(action: 1, payload: .none, count: 1)])
    for finding in outcome.findings {
      #expect(finding.original == campaign.scenario(run: finding.run))
      let later = (finding.run..<400).filter {
        oracle.origin(of: campaign.scenario(run: $0)) == finding.origin
      }
      #expect(finding.occurrences == later.count)
      #expect(
        (0..<finding.run).allSatisfy {
          oracle.origin(of: campaign.scenario(run: $0)) != finding.origin
        })
    }
  }

  @Test func shrinkingNeverSlipsIntoAnotherOrigin() {
    var oracle = PlantedOracle()
    let outcome = campaign.run(&oracle) { _ in true }
    for finding in outcome.findings {
      #expect(oracle.origin(of: finding.shrink.directives) == finding.origin)
    }
  }

  @Test func proceedStopsTheCampaignAndTheRunIsAPrefixOfTheFullOne() {
    var oracle = PlantedOracle()
    var seen: [FuzzProgress] = []
    let outcome = campaign.run(&oracle) { progress in
      seen.append(progress)
      return progress.runs < 25
    }
    #expect(outcome.runs == 25)
    #expect(outcome.stoppedEarly)
    #expect(seen.map(\.runs) == Array(1...25))
    var full = PlantedOracle()
    let whole = campaign.run(&full) { _ in true }
    #expect(outcome.findings.allSatisfy { whole.findings.map(\.run).contains($0.run) })
  }

  @Test func theSameSeedGivesTheSameOutcomeAndAnotherSeedOtherScenarios() {
    var a = PlantedOracle()
    var b = PlantedOracle()
    #expect(campaign.run(&a) { _ in true } == campaign.run(&b) { _ in true })
    var other = campaign
    other.seed = 22
    #expect((0..<10).map(campaign.scenario(run:)) != (0..<10).map(other.scenario(run:)))
  }
}

private let vocabulary = FuzzVocabulary(
  actions: [.init(name: "increment"), .init(name: "decrement")], durations: [500])

/// Diverges two ways: any decrement (origin "decrement"), else three increments (origin "x3").
private struct PlantedOracle: DivergenceOracle {
  func origin(of scenario: [FuzzDirective]) -> String? {
    var increments = 0
    for directive in scenario {
      switch directive {
      case .send(1, _, _): return "decrement"
      case .send(_, _, let count): increments += count
      case .advance: break
      }
    }
    return increments >= 3 ? "x3" : nil
  }

  mutating func check(_ directives: [FuzzDirective]) -> String? {
    origin(of: directives)
  }
}
