import CompareKit
import Testing

@Suite struct FuzzShardTests {
  private let vocabulary = FuzzVocabulary(
    actions: [.init(name: "increment"), .init(name: "type", payload: .string)], durations: [500])

  @Test(arguments: [1, 2, 3, 7])
  func shardsCoverEveryRunExactlyOnce(count: Int) {
    // A CI matrix of N machines, each given --shard K/N, covers the campaign's runs.
    var covered: [Int] = []
    for index in 0..<count {
      let campaign = FuzzCampaign(
        vocabulary: vocabulary, seed: 4, runs: 1_000, maxSteps: 10,
        shard: FuzzShard(index: index, count: count))
      covered += campaign.runIndices
    }
    #expect(covered.sorted() == Array(0..<1_000))
  }

  @MainActor
  @Test func aRandomShardDrawsTheWholeCampaignsScenariosForItsRuns() {
    var oracle = Recorder()
    let shard = FuzzCampaign(
      vocabulary: vocabulary, seed: 4, runs: 30, maxSteps: 10, strategy: .random,
      shard: FuzzShard(index: 1, count: 3))
    _ = shard.run(&oracle) { _ in true }
    #expect(oracle.seen == Array(stride(from: 1, to: 30, by: 3)).map(shard.scenario(run:)))
  }

  @Test func theWireCarriesScenariosAndAnswersUnchanged() {
    // What a --jobs worker receives and answers must be what the parent meant, byte for byte.
    let scenario: [FuzzDirective] = [
      .send(action: 1, payload: .string("a b,c|\n"), count: 3), .advance(milliseconds: 999),
      .send(action: 0, payload: .none, count: 1), .send(action: 2, payload: .double(-0.25), count: 1),
      .send(action: 3, payload: .bool(true), count: 2), .send(action: 4, payload: .int(-7), count: 1),
    ]
    #expect(FuzzWire.decodeScenario(FuzzWire.encode(scenario)[...]) == scenario)
    let check = FuzzCheck(
      origin: DivergenceOrigin(directive: "send type", paths: ["todos[].done", "time"]),
      coverage: FuzzCoverage(features: [1, .max, 42], steps: [1, 1, 5]))
    #expect(FuzzWire.decodeCheck(FuzzWire.encode(check)[...]) == check)
    let agreeing = FuzzCheck<DivergenceOrigin>(origin: nil, coverage: FuzzCoverage())
    #expect(FuzzWire.decodeCheck(FuzzWire.encode(agreeing)[...]) == agreeing)
  }

  @Test func aMinimisedCorpusReachesEverythingWithNoRedundantEntry() {
    var corpus = FuzzCorpus()
    let a: [FuzzDirective] = [.advance(milliseconds: 1)]
    let b: [FuzzDirective] = [.advance(milliseconds: 2), .advance(milliseconds: 3)]
    let c: [FuzzDirective] = [.advance(milliseconds: 4)]
    corpus.offer(a, FuzzCoverage(features: [1], steps: [1]))
    corpus.offer(b, FuzzCoverage(features: [1, 2, 3], steps: [1, 1, 2]))
    corpus.offer(c, FuzzCoverage(features: [2, 3], steps: [1, 1]))
    let minimised = corpus.minimised()
    // NB: c (one step) reaches 2 and 3, a reaches 1: b is redundant once both are kept.
    #expect(Set(minimised.entries) == [a, c])
    #expect(minimised.featureCount == 3)
  }
}

private struct Recorder: DivergenceOracle {
  var seen: [[FuzzDirective]] = []
  mutating func check(_ directives: [FuzzDirective]) -> String? {
    seen.append(directives)
    return nil
  }
}
