/// Mutates a corpus scenario into a new one, as the state-guided search does between runs:
/// insert a directive (at the end half the time, where a deeper state is reached), delete
/// one, cut the tail off, repeat a run of them, splice another corpus entry's tail onto a prefix, nudge an
/// advance onto one of the pair's declared durations or one millisecond either side, or swap
/// a send's payload for one of the pair's values.
///
/// The result never makes more than `maxSteps` steps and never is empty.
///
/// ```swift
/// let mutator = ScenarioMutator(generator: generator)
/// var random = FuzzRandom(seed: 1, run: 7)
/// let next = mutator.mutate(parent, splicingWith: corpus, using: &random)
/// ```
package struct ScenarioMutator: Sendable {
  /// Draws new directives and payloads.
  package var generator: ScenarioGenerator

  package init(generator: ScenarioGenerator) {
    self.generator = generator
  }

  /// One mutation of `parent`, or up to four; `others` are the corpus entries a splice may take from.
  package func mutate(
    _ parent: [FuzzDirective], splicingWith others: [[FuzzDirective]],
    using random: inout FuzzRandom
  ) -> [FuzzDirective] {
    var directives = parent
    // NB: one mutation half the time, up to four otherwise: stacked ones wander further.
    for _ in 0...(random.chance(1, in: 2) ? 0 : random.below(4)) {
      mutateOnce(&directives, others, &random)
    }
    fit(&directives, using: &random)
    return directives
  }

  private func mutateOnce(
    _ directives: inout [FuzzDirective], _ others: [[FuzzDirective]],
    _ random: inout FuzzRandom
  ) {
    switch random.below(11) {
    case 10:
      // truncate: keep a prefix, for the next mutation to go on from there
      guard directives.count > 1 else { return }
      directives.removeSubrange((1 + random.below(directives.count - 1))...)
    case 0, 1, 2:
      // insert: half the time at the end, where the search goes deeper
      let at = random.chance(1, in: 2) ? directives.count : random.below(directives.count + 1)
      let directive =
        random.chance(2, in: 5)
        ? generator.advance(using: &random) : generator.send(upTo: 1, using: &random)
      directives.insert(directive, at: at)
    case 3:
      // delete
      guard directives.count > 1 else { return }
      directives.remove(at: random.below(directives.count))
    case 4:
      // repeat a run of up to three directives in place
      guard !directives.isEmpty else { return }
      let start = random.below(directives.count)
      let end = min(directives.count, start + 1 + random.below(3))
      directives.insert(contentsOf: directives[start..<end], at: end)
    case 5:
      // splice: a prefix of this one, a suffix of another
      guard !others.isEmpty else { return }
      let other = random.element(of: others)
      guard !other.isEmpty else { return }
      let cut = random.below(directives.count + 1)
      let from = random.below(other.count)
      directives = Array(directives[..<cut]) + other[from...]
    case 6, 7:
      // nudge an advance onto a declared duration, or one millisecond either side
      let advances = directives.indices.filter {
        if case .advance = directives[$0] { return true }
        return false
      }
      guard !advances.isEmpty, !generator.boundaries.isEmpty else {
        return mutateOnce(&directives, others, &random)
      }
      directives[random.element(of: advances)] = .advance(
        milliseconds: random.element(of: generator.boundaries))
    default:
      // swap a send's payload (or its action, for actions without one)
      let sends = directives.indices.filter {
        if case .send = directives[$0] { return true }
        return false
      }
      guard !sends.isEmpty else { return mutateOnce(&directives, others, &random) }
      let index = random.element(of: sends)
      guard case .send(let action, let payload, let count) = directives[index] else { return }
      if payload == .none {
        directives[index] = generator.send(upTo: 1, using: &random)
      } else {
        let swapped = generator.payload(for: generator.vocabulary.actions[action], using: &random)
        directives[index] = .send(action: action, payload: swapped, count: count)
      }
    }
  }

  /// Cuts the scenario to `maxSteps` steps and gives an empty one a directive.
  private func fit(_ directives: inout [FuzzDirective], using random: inout FuzzRandom) {
    var steps = 0
    for index in directives.indices {
      let count = directives[index].stepCount
      if steps + count > generator.maxSteps {
        if case .send(let action, let payload, _) = directives[index], steps < generator.maxSteps {
          directives[index] = .send(
            action: action, payload: payload, count: generator.maxSteps - steps)
          directives.removeSubrange((index + 1)...)
        } else {
          directives.removeSubrange(index...)
        }
        break
      }
      steps += count
    }
    if directives.isEmpty { directives = generator.generate(steps: 1, using: &random) }
  }
}
