import CompareKit
import Testing

@Suite struct ScenarioGeneratorTests {
  let vocabulary = FuzzVocabulary(
    actions: [
      .init(name: "increment"),
      .init(name: "type", payload: .string, values: [.string("swift")]),
      .init(name: "set", payload: .int),
      .init(name: "scale", payload: .double),
      .init(name: "toggle", payload: .bool),
    ],
    durations: [300, 500])

  @Test func scenariosStayWithinMaxStepsAndTheVocabulary() {
    let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: 12)
    for run in 0..<2_000 {
      var random = FuzzRandom(seed: 5, run: run)
      let scenario = generator.generate(using: &random)
      let steps = scenario.reduce(0) { $0 + $1.stepCount }
      #expect((1...12).contains(steps))
      for directive in scenario {
        switch directive {
        case .advance(let milliseconds):
          #expect(milliseconds > 0)
        case .send(let action, let payload, let count):
          #expect(count >= 1)
          #expect(Self.type(of: payload) == vocabulary.actions[action].payload)
        }
      }
    }
  }

  @Test func advancesHitEachDeclaredDurationAndItsNeighboursAndCountsAndOwnValuesAppear() {
    let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: 20)
    var advances: Set<Int> = []
    var counts: Set<Int> = []
    var sawOwnValue = false
    var sawOtherString = false
    for run in 0..<500 {
      var random = FuzzRandom(seed: 9, run: run)
      for directive in generator.generate(using: &random) {
        switch directive {
        case .advance(let milliseconds):
          advances.insert(milliseconds)
        case .send(_, let payload, let count):
          counts.insert(count)
          if payload == .string("swift") { sawOwnValue = true }
          if case .string(let text) = payload, text != "swift" { sawOtherString = true }
        }
      }
    }
    #expect(advances.isSuperset(of: [299, 300, 301, 499, 500, 501]))
    #expect(advances.contains { ![299, 300, 301, 499, 500, 501].contains($0) })
    #expect(counts.isSuperset(of: [1, 2, 3]))
    #expect(sawOwnValue && sawOtherString)
  }

  @Test func theSameStreamGivesTheSameScenarioAndExactStepCountsAreKept() {
    let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: 20)
    var a = FuzzRandom(seed: 11)
    var b = FuzzRandom(seed: 11)
    #expect(generator.generate(using: &a) == generator.generate(using: &b))
    for steps in [1, 20, 200] {
      let scenario = generator.generate(steps: steps, using: &a)
      #expect(scenario.reduce(0) { $0 + $1.stepCount } == steps)
    }
  }

  private static func type(of payload: FuzzPayload) -> FuzzPayloadType {
    switch payload {
    case .none: .none
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .string: .string
    }
  }
}
