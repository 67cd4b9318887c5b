import CompareKit
import CompareKitTestSupport
import Testing

/// The state-guided search against uniform draws on a divergence planted deep: `test-lock`
/// diverges only after its eight-key code, in order, and then exactly one second (libFuzzer's
/// and AFL's premise, over engine states here instead of code edges: keeping the inputs that
/// reach something new and mutating them reaches what uniform draws almost never do).
@Suite struct FuzzGuidedSearchTests {
  /// Runs within which the guided search finds the lock's divergence from every seed.
  static let budget = 3_000

  @MainActor
  @Test(arguments: 1...20)
  func guidedSearchOpensTheLockWithinTheBudget(seed: UInt64) throws {
    let outcome = Self.fuzz(.guided, seed: seed, runs: Self.budget)
    let finding = try #require(outcome.findings.first)
    #expect(
      finding.shrink.directives == [
        .send(action: 0, payload: .none, count: 2), .send(action: 1, payload: .none, count: 2),
        .send(action: 2, payload: .none, count: 1), .send(action: 3, payload: .none, count: 1),
        .send(action: 2, payload: .none, count: 1), .send(action: 3, payload: .none, count: 1),
        .advance(milliseconds: 1000),
      ])
    #expect(finding.origin == DivergenceOrigin(directive: "advance", paths: ["entered"]))
  }

  @MainActor
  @Test func randomDrawsNeedMoreThanTwentyTimesTheBudgetOnMostSeeds() {
    // NB: uniform draws that do not even contain the code cannot diverge; the oracle skips
    // replaying them, which changes no answer and keeps 20 seeds of 60,000 runs quick.
    var found = 0
    for seed in UInt64(1)...20 {
      var oracle = CodeFilter(inner: ReplayOracle(pair: .testLock, level: .steps))
      let campaign = FuzzCampaign(
        vocabulary: FuzzVocabulary(pair: .testLock), seed: seed, runs: 20 * Self.budget,
        maxSteps: 20, strategy: .random)
      if !campaign.run(&oracle, proceed: { $0.findings == 0 }).findings.isEmpty { found += 1 }
    }
    #expect(found < 10, "random found the lock within \(20 * Self.budget) runs on \(found) of 20 seeds")
  }

  @MainActor
  @Test func theSameSeedGivesTheSameCampaign() {
    let first = Self.fuzz(.guided, seed: 7, runs: 600)
    let second = Self.fuzz(.guided, seed: 7, runs: 600)
    #expect(first == second)
    #expect(first.corpus.entries.count > 3)
  }

  @MainActor
  private static func fuzz(
    _ strategy: FuzzStrategy, seed: UInt64, runs: Int
  ) -> FuzzOutcome<DivergenceOrigin> {
    let campaign = FuzzCampaign(
      vocabulary: FuzzVocabulary(pair: .testLock), seed: seed, runs: runs, maxSteps: 20,
      strategy: strategy)
    var oracle = ReplayOracle(pair: .testLock, level: .steps)
    return campaign.run(&oracle) { $0.findings == 0 }
  }
}

/// Replays only the scenarios whose presses contain the lock's code (up up down down left
/// right left right) in a row, a condition every divergent scenario of `test-lock` meets.
private struct CodeFilter: DivergenceOracle {
  var inner: ReplayOracle

  mutating func check(_ directives: [FuzzDirective]) -> DivergenceOrigin? {
    var presses: [Int] = []
    for case .send(let action, _, let count) in directives {
      presses += repeatElement(action, count: count)
    }
    let code = [0, 0, 1, 1, 2, 3, 2, 3]
    guard presses.count >= code.count else { return nil }
    for start in 0...(presses.count - code.count) where Array(presses[start..<start + code.count]) == code {
      return inner.check(directives)
    }
    return nil
  }
}
