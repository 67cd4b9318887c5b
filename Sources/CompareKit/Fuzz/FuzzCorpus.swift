/// The state-guided search's corpus: every scenario that reached a feature no earlier one had
/// (``FuzzCoverage``), in the order found, with what it reached.
///
/// ```swift
/// var corpus = FuzzCorpus()
/// corpus.offer(scenario, coverage)  // kept when it reached something new
/// corpus.minimised()                // the fewest short entries that reach it all
/// ```
package struct FuzzCorpus: Sendable, Equatable {
  /// The kept scenarios, in the order kept.
  package private(set) var entries: [[FuzzDirective]] = []
  /// What each entry reached.
  package private(set) var coverages: [FuzzCoverage] = []
  /// Every feature reached so far, with the fewest steps any entry took to reach it.
  private var known: [UInt64: Int] = [:]

  package init() {}

  /// The number of distinct features reached.
  package var featureCount: Int { known.count }

  /// Keeps `scenario` when its coverage has a feature not reached before, or reached in fewer
  /// steps than before (a shorter way there leaves more steps to go deeper from it), cut after
  /// the last step that did (what follows reached nothing new, and a mutation appended there
  /// goes on from the new state); says whether it did.
  @discardableResult
  package mutating func offer(_ scenario: [FuzzDirective], _ coverage: FuzzCoverage) -> Bool {
    var last = -1
    for (feature, step) in zip(coverage.features, coverage.steps)
    where known[feature].map({ step < $0 }) ?? true {
      known[feature] = step
      last = max(last, step)
    }
    guard last >= 0 else { return false }
    entries.append(Self.prefix(scenario, steps: max(1, last)))
    coverages.append(coverage.prefix(through: last))
    return true
  }

  /// The directives making the first `steps` steps, the last `xN` cut short if need be.
  static func prefix(_ scenario: [FuzzDirective], steps: Int) -> [FuzzDirective] {
    var result: [FuzzDirective] = []
    var made = 0
    for directive in scenario where made < steps {
      if case .send(let action, let payload, let count) = directive, made + count > steps {
        result.append(.send(action: action, payload: payload, count: steps - made))
        break
      }
      result.append(directive)
      made += directive.stepCount
    }
    return result
  }

  /// The same coverage with no redundant entry, as libFuzzer's `-merge=1`: entries are taken
  /// shortest first (fewest steps, then fewest directives, then the order kept), each kept
  /// only if it reaches a feature the ones kept before it do not; then any kept entry whose
  /// every feature another kept entry also reaches is dropped.
  package func minimised() -> FuzzCorpus {
    let greedy = shortestFirst()
    var reach: [UInt64: Int] = [:]
    for coverage in greedy.coverages {
      for feature in coverage.features { reach[feature, default: 0] += 1 }
    }
    var keep = Array(repeating: true, count: greedy.entries.count)
    for index in greedy.entries.indices.reversed()
    where greedy.coverages[index].features.allSatisfy({ reach[$0, default: 0] > 1 }) {
      keep[index] = false
      for feature in greedy.coverages[index].features { reach[feature, default: 0] -= 1 }
    }
    var result = FuzzCorpus()
    for index in greedy.entries.indices where keep[index] {
      result.offer(greedy.entries[index], greedy.coverages[index])
    }
    return result
  }

  private func shortestFirst() -> FuzzCorpus {
    let order = entries.indices.sorted { a, b in
      let (stepsA, stepsB) = (Self.steps(entries[a]), Self.steps(entries[b]))
      if stepsA != stepsB { return stepsA < stepsB }
      if entries[a].count != entries[b].count { return entries[a].count < entries[b].count }
      return a < b
    }
    var result = FuzzCorpus()
    for index in order { result.offer(entries[index], coverages[index]) }
    return result
  }

  private static func steps(_ directives: [FuzzDirective]) -> Int {
    directives.reduce(0) { $0 + $1.stepCount }
  }
}
