/// Draws random scenarios from a feature's vocabulary, at most `maxSteps` steps each.
///
/// A scenario is a run of `send`s and `advance`s. Sends pick an action uniformly, a payload
/// from the pair's own values or from the action's type, and mostly a count of 1, sometimes
/// an `xN`. Advances land on the pair's declared durations, one millisecond below or above
/// them, or anywhere up to twice the longest, so that boundaries are hit on purpose.
///
/// ```swift
/// let generator = ScenarioGenerator(vocabulary: vocabulary, maxSteps: 20)
/// var random = FuzzRandom(seed: 7, run: 0)
/// let directives = generator.generate(using: &random)
/// ```
package struct ScenarioGenerator: Sendable {
  /// The actions and durations to draw from.
  package var vocabulary: FuzzVocabulary
  /// The most steps a scenario makes (each send of an `xN` is a step).
  package var maxSteps: Int
  /// The durations around which advances are drawn: each declared one and its neighbours.
  package let boundaries: [Int]
  /// The longest random advance.
  private let longestAdvance: Int

  package init(vocabulary: FuzzVocabulary, maxSteps: Int) {
    precondition(maxSteps > 0, "a scenario makes at least one step")
    self.vocabulary = vocabulary
    self.maxSteps = maxSteps
    var boundaries: [Int] = []
    for duration in vocabulary.durations where duration > 0 {
      for candidate in [duration - 1, duration, duration + 1]
      where candidate > 0 && !boundaries.contains(candidate) {
        boundaries.append(candidate)
      }
    }
    self.boundaries = boundaries
    longestAdvance = max(1_000, 2 * (vocabulary.durations.max() ?? 0))
  }

  /// A scenario of 1 to `maxSteps` steps.
  package func generate(using random: inout FuzzRandom) -> [FuzzDirective] {
    generate(steps: 1 + random.below(maxSteps), using: &random)
  }

  /// A scenario of exactly `steps` steps.
  package func generate(steps: Int, using random: inout FuzzRandom) -> [FuzzDirective] {
    var directives: [FuzzDirective] = []
    directives.reserveCapacity(steps)
    var remaining = steps
    while remaining > 0 {
      let directive =
        vocabulary.actions.isEmpty || random.chance(2, in: 5)
        ? advance(using: &random) : send(upTo: remaining, using: &random)
      remaining -= directive.stepCount
      directives.append(directive)
    }
    return directives
  }

  // MARK: - Directives

  /// One `send` of at most `remaining` steps (an `advance` for a vocabulary with nothing to send).
  package func send(upTo remaining: Int, using random: inout FuzzRandom) -> FuzzDirective {
    let index = random.below(vocabulary.actions.count)
    let action = vocabulary.actions[index]
    if action.takesOnlyItsValues, action.values.isEmpty { return advance(using: &random) }
    let payload = self.payload(for: action, using: &random)
    var count = 1
    if remaining > 1, random.chance(1, in: 4) {
      count = random.chance(4, in: 5) ? random.int(in: 2...min(5, remaining)) : remaining
    }
    return .send(action: index, payload: payload, count: count)
  }

  /// One `advance`: on a declared duration or a neighbour most often, short or anywhere else.
  package func advance(using random: inout FuzzRandom) -> FuzzDirective {
    if !boundaries.isEmpty, random.chance(3, in: 5) {
      return .advance(milliseconds: random.element(of: boundaries))
    }
    if random.chance(1, in: 4) { return .advance(milliseconds: random.int(in: 1...50)) }
    return .advance(milliseconds: random.int(in: 1...longestAdvance))
  }

  // MARK: - Payloads

  /// A payload for `action`: one of the pair's own values mostly, else any of its type.
  package func payload(
    for action: FuzzVocabulary.Action, using random: inout FuzzRandom
  ) -> FuzzPayload {
    !action.values.isEmpty && (action.takesOnlyItsValues || random.chance(3, in: 4))
      ? random.element(of: action.values) : Self.payload(of: action.payload, using: &random)
  }

  /// A value of `type`: small numbers mostly, short lowercase strings.
  package static func payload(
    of type: FuzzPayloadType, using random: inout FuzzRandom
  ) -> FuzzPayload {
    switch type {
    case .none:
      return .none
    case .int:
      return .int(random.chance(4, in: 5) ? random.int(in: -10...10) : random.int(in: -1000...1000))
    case .double:
      // NB: quarters print exactly and parse back to the same value.
      return .double(Double(random.int(in: -400...400)) / 4)
    case .bool:
      return .bool(random.chance(1, in: 2))
    case .string:
      let length = random.int(in: 0...6)
      var text = ""
      for _ in 0..<length {
        text.unicodeScalars.append(Unicode.Scalar(UInt8(97 + random.below(26))))
      }
      return .string(text)
    }
  }
}
