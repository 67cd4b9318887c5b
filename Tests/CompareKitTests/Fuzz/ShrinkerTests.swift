import CompareKit
import Testing

@Suite struct ShrinkerTests {
  @Test(arguments: 0..<20)
  func threeIncrementsWithin499msShrinkToExactlyThreeSends(seed: UInt64) throws {
    // given
    let start = try #require(Self.divergent(seed: seed, Planted.threeIncrementsWithin499ms))

    // when
    let result = Shrinker(vocabulary: vocabulary).shrink(
      start, while: Planted.threeIncrementsWithin499ms)

    // then
    #expect(result.directives == [.send(action: 0, payload: .none, count: 3)])
    #expect(!result.hitBound)
  }

  @Test(arguments: 0..<20)
  func aStringOfThreeCharactersShrinksToAaa(seed: UInt64) throws {
    let start = try #require(Self.divergent(seed: seed, Planted.threeCharacterQuery))
    let result = Shrinker(vocabulary: vocabulary).shrink(start, while: Planted.threeCharacterQuery)
    #expect(result.directives == [.send(action: 2, payload: .string("aaa"), count: 1)])
  }

  @Test(arguments: 0..<20)
  func timeAfterAnIncrementShrinksToOneAdvanceOfTheExactThreshold(seed: UInt64) throws {
    let start = try #require(Self.divergent(seed: seed, Planted.incrementThen1234ms))
    let result = Shrinker(vocabulary: vocabulary).shrink(start, while: Planted.incrementThen1234ms)
    #expect(
      result.directives == [
        .send(action: 0, payload: .none, count: 1), .advance(milliseconds: 1234),
      ])
  }

  @Test func numbersGoToTheirThresholdAndStayNegativeOnlyWhenTheyMust() {
    let shrinker = Shrinker(vocabulary: vocabulary)
    let atLeast17 = shrinker.shrink([.send(action: 3, payload: .int(-900), count: 1)]) {
      $0.contains { if case .send(3, .int(let n), _) = $0 { n.magnitude >= 17 } else { false } }
    }
    #expect(atLeast17.directives == [.send(action: 3, payload: .int(17), count: 1)])
    let belowMinus4 = shrinker.shrink([.send(action: 3, payload: .int(-900), count: 1)]) {
      $0.contains { if case .send(3, .int(let n), _) = $0 { n <= -5 } else { false } }
    }
    #expect(belowMinus4.directives == [.send(action: 3, payload: .int(-5), count: 1)])
  }

  @Test(arguments: 0..<10)
  func everyResultIsOneMinimal(seed: UInt64) throws {
    for predicate in Planted.all {
      let start = try #require(Self.divergent(seed: seed, predicate))
      let result = Shrinker(vocabulary: vocabulary).shrink(start, while: predicate)
      #expect(predicate(result.directives))
      for neighbour in Neighbours.of(result.directives) {
        #expect(!predicate(neighbour), "\(result.directives) → \(neighbour)")
      }
    }
  }

  @Test func shrinkingIsDeterministicAndAsksNothingTwice() throws {
    let start = try #require(Self.divergent(seed: 4, Planted.threeIncrementsWithin499ms))
    var asked: [[FuzzDirective]] = []
    let first = Shrinker(vocabulary: vocabulary).shrink(start) { candidate in
      asked.append(candidate)
      return Planted.threeIncrementsWithin499ms(candidate)
    }
    let second = Shrinker(vocabulary: vocabulary).shrink(
      start, while: Planted.threeIncrementsWithin499ms)
    #expect(first == second)
    #expect(first.attempts == asked.count)
    #expect(Set(asked).count == asked.count)
    #expect(!asked.contains(start))
  }

  @Test func theAttemptBoundStopsShrinkingAndIsReported() throws {
    let start = try #require(Self.divergent(seed: 2, Planted.threeIncrementsWithin499ms))
    let result = Shrinker(vocabulary: vocabulary, maxAttempts: 3)
      .shrink(start, while: Planted.threeIncrementsWithin499ms)
    #expect(result.hitBound)
    #expect(result.attempts == 3)
    #expect(Planted.threeIncrementsWithin499ms(result.directives))
  }

  @Test func aLongScenarioShrinksInFewAttempts() {
    // given: 200 directives, of which only the 150th and 151st matter
    var start = (0..<200).map { i in FuzzDirective.send(action: 1, payload: .none, count: 1 + i % 3)
    }
    start[150] = .send(action: 0, payload: .none, count: 1)
    start[151] = .advance(milliseconds: 1500)

    // when
    let result = Shrinker(vocabulary: vocabulary).shrink(start, while: Planted.incrementThen1234ms)

    // then
    #expect(
      result.directives == [
        .send(action: 0, payload: .none, count: 1), .advance(milliseconds: 1234),
      ])
    #expect(result.attempts < 200, "\(result.attempts) attempts")
  }

  // MARK: - Fixtures

  /// The first of up to 1,000 random scenarios that satisfies the predicate.
  private static func divergent(
    seed: UInt64, _ predicate: ([FuzzDirective]) -> Bool
  ) -> [FuzzDirective]? {
    let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: 30)
    for run in 0..<1_000 {
      var random = FuzzRandom(seed: seed, run: run)
      let scenario = generator.generate(using: &random)
      if predicate(scenario) { return scenario }
    }
    return nil
  }
}

private let vocabulary = FuzzVocabulary(
  actions: [
    .init(name: "increment"),
    .init(name: "decrement"),
    .init(name: "type", payload: .string, values: [.string("swift"), .string("sw")]),
    .init(name: "set", payload: .int),
    .init(name: "toggle", payload: .bool),
  ],
  durations: [500, 1000])

/// Divergences planted in the directive model itself, with known minimal scenarios.
private enum Planted {
  static let all: [@Sendable ([FuzzDirective]) -> Bool] = [
    threeIncrementsWithin499ms, threeCharacterQuery, incrementThen1234ms,
  ]

  /// Some three increments land within 499 ms of virtual time.
  @Sendable static func threeIncrementsWithin499ms(_ scenario: [FuzzDirective]) -> Bool {
    var now = 0
    var times: [Int] = []
    for directive in scenario {
      switch directive {
      case .advance(let milliseconds): now += milliseconds
      case .send(0, _, let count): times += Array(repeating: now, count: count)
      case .send: break
      }
    }
    return times.count >= 3 && zip(times, times.dropFirst(2)).contains { $1 - $0 <= 499 }
  }

  /// `type` is sent a string of three or more characters.
  @Sendable static func threeCharacterQuery(_ scenario: [FuzzDirective]) -> Bool {
    scenario.contains {
      if case .send(2, .string(let text), _) = $0 { text.unicodeScalars.count >= 3 } else { false }
    }
  }

  /// At least 1,234 ms pass after some increment.
  @Sendable static func incrementThen1234ms(_ scenario: [FuzzDirective]) -> Bool {
    var since: Int?
    for directive in scenario {
      switch directive {
      case .send(0, _, _): since = since ?? 0
      case .advance(let milliseconds): since = since.map { $0 + milliseconds }
      case .send: break
      }
      if let since, since >= 1234 { return true }
    }
    return false
  }
}

/// The scenarios one step simpler than a given one, enumerated independently of the shrinker:
/// a directive removed, a count lowered by one, an advance a millisecond shorter, a payload
/// one step simpler.
private enum Neighbours {
  static func of(_ scenario: [FuzzDirective]) -> [[FuzzDirective]] {
    var result: [[FuzzDirective]] = []
    for index in scenario.indices {
      var removed = scenario
      removed.remove(at: index)
      result.append(removed)
      for simpler in simpler(scenario[index]) {
        var changed = scenario
        changed[index] = simpler
        result.append(changed)
      }
    }
    return result
  }

  private static func simpler(_ directive: FuzzDirective) -> [FuzzDirective] {
    switch directive {
    case .advance(let milliseconds):
      return milliseconds > 1 ? [.advance(milliseconds: milliseconds - 1)] : []
    case .send(let action, let payload, let count):
      var result: [FuzzDirective] = []
      if count > 1 { result.append(.send(action: action, payload: payload, count: count - 1)) }
      for simpler in simpler(payload) {
        result.append(.send(action: action, payload: simpler, count: count))
      }
      return result
    }
  }

  private static func simpler(_ payload: FuzzPayload) -> [FuzzPayload] {
    switch payload {
    case .none: return []
    case .bool(let value): return value ? [.bool(false)] : []
    case .int(let value): return value == 0 ? [] : [.int(value > 0 ? value - 1 : value + 1)]
    case .double(let value): return value == 0 ? [] : [.double(value > 0 ? value - 1 : value + 1)]
    case .string(let text):
      let scalars = Array(text.unicodeScalars)
      var result: [FuzzPayload] = []
      for index in scalars.indices {
        var removed = scalars
        removed.remove(at: index)
        result.append(.string(String(String.UnicodeScalarView(removed))))
        if scalars[index] != "a" {
          var made = scalars
          made[index] = "a"
          result.append(.string(String(String.UnicodeScalarView(made))))
        }
      }
      return result
    }
  }
}
