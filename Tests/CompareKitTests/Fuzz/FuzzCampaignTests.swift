import CompareKit
import Testing

@Suite struct FuzzCampaignTests {
  // NB: uniform draws, so that each run's scenario is `scenario(run:)`.
  let campaign = FuzzCampaign(
    vocabulary: vocabulary, seed: 21, runs: 400, maxSteps: 10, strategy: .random)

  @MainActor
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

  @MainActor
  @Test func shrinkingNeverSlipsIntoAnotherOrigin() {
    var oracle = PlantedOracle()
    let outcome = campaign.run(&oracle) { _ in true }
    for finding in outcome.findings {
      #expect(oracle.origin(of: finding.shrink.directives) == finding.origin)
    }
  }

  @MainActor
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

  @MainActor
  @Test func theSameSeedGivesTheSameOutcomeAndAnotherSeedOtherScenarios() {
    var a = PlantedOracle()
    var b = PlantedOracle()
    #expect(campaign.run(&a) { _ in true } == campaign.run(&b) { _ in true })
    var other = campaign
    other.seed = 22
    #expect((0..<10).map(campaign.scenario(run:)) != (0..<10).map(other.scenario(run:)))
  }
}

  @MainActor
@Suite struct FuzzKindTests {
  @Test(arguments: [FuzzStrategy.guided, .random])
  func findingsThatReduceToTheSameScenarioAreOneKind(strategy: FuzzStrategy) throws {
    // Hypothesis groups failures by origin; two origins whose shrunk scenarios reduce to the
    // same one are one cause here, and the kind says how many raw findings it absorbed.
    let campaign = FuzzCampaign(
      vocabulary: vocabulary, seed: 3, runs: 300, maxSteps: 10, strategy: strategy)
    var oracle = LastDirectiveOracle()
    let outcome = campaign.run(&oracle) { _ in true }
    let finding = try #require(outcome.findings.first)
    #expect(outcome.findings.count == 1)
    #expect(finding.shrink.directives == [.send(action: 0, payload: .none, count: 1)])
    #expect(Set(finding.absorbed) == ["ends with a send", "ends with an advance"])
    #expect(outcome.rawFindings == 2)
  }

    @MainActor
  @Test func payloadsThePairDeclaresEquivalentMakeOneKind() {
    func kinds(_ equivalent: [[FuzzPayload]]) -> [FuzzFinding<String>] {
      let vocabulary = FuzzVocabulary(
        actions: [
          .init(
            name: "pick", payload: .string, values: [.string("pear"), .string("plum")],
            takesOnlyItsValues: true, equivalentValues: equivalent)
        ], durations: [100])
      let campaign = FuzzCampaign(vocabulary: vocabulary, seed: 5, runs: 400, maxSteps: 6)
      var oracle = PayloadOracle()
      return campaign.run(&oracle) { _ in true }.findings
    }
    #expect(kinds([]).count == 2)
    let one = kinds([[.string("pear"), .string("plum")]])
    #expect(one.count == 1)
    #expect(one.first?.absorbed.count == 2)
  }
}

extension FuzzKindTests {
  @Test func aPairsDeclaredEquivalentPayloadsReachTheFuzzer() {
    let action = FuzzVocabulary(pair: .testQuery).actions[0]
    #expect(action.equivalentValues == [[.string("sw"), .string("swi")]])
    #expect(action.canonical(.string("swi")) == .string("sw"))
    #expect(action.canonical(.string("swift")) == .string("swift"))
  }
}

/// Diverges whenever an increment is sent; the origin is the kind of the last directive, so one
/// cause shows two ways.
private struct LastDirectiveOracle: DivergenceOracle {
  mutating func check(_ directives: [FuzzDirective]) -> String? {
    guard directives.contains(where: { if case .send(0, _, _) = $0 { true } else { false } })
    else { return nil }
    if case .advance = directives.last { return "ends with an advance" }
    return "ends with a send"
  }
}

/// Diverges when the same fruit is picked again after time passed (the origin), so that
/// shrinking, which changes one send at a time, never turns one fruit's scenario into the other's.
private struct PayloadOracle: DivergenceOracle {
  mutating func check(_ directives: [FuzzDirective]) -> String? {
    var last: String?
    var waited = false
    for directive in directives {
      switch directive {
      case .send(_, .string(let fruit), _):
        if fruit == last && waited { return fruit }
        (last, waited) = (fruit, false)
      case .advance:
        waited = true
      default:
        break
      }
    }
    return nil
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
