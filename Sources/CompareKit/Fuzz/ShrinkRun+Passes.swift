// MARK: - Directive passes

extension ShrinkRun {
  /// Removes runs of directives, from the end towards the start.
  mutating func deleteDirectives() {
    deleteRuns({ $0 }, { _, shorter in shorter })
  }

  /// Folds `advance a` + `advance b` into `advance a+b`, and two sends of the same action and
  /// payload into one `xN`.
  mutating func mergeNeighbours() {
    var index = current.count - 2
    while index >= 0, !hitBound {
      if index + 1 < current.count,
        let merged = Self.merge(current[index], current[index + 1])
      {
        var candidate = current
        candidate.replaceSubrange(index...(index + 1), with: [merged])
        consider(candidate)
      }
      index -= 1
    }
  }

  /// Lowers each `xN`.
  mutating func lowerCounts() {
    for index in current.indices where !hitBound {
      guard case .send(let action, let payload, let count) = current[index], count > 1 else {
        continue
      }
      lower(count, floor: 1, trying: []) { scenario, lowered in
        var candidate = scenario
        candidate[index] = .send(action: action, payload: payload, count: lowered)
        return candidate
      }
    }
  }

  /// Shortens each advance, towards 1 ms and the pair's declared durations first.
  mutating func shortenDurations() {
    var boundaries: [Int] = []
    for duration in shrinker.vocabulary.durations {
      boundaries += [duration - 1, duration, duration + 1]
    }
    for index in current.indices where !hitBound {
      guard case .advance(let milliseconds) = current[index], milliseconds > 1 else { continue }
      lower(milliseconds, floor: 1, trying: boundaries) { scenario, shortened in
        var candidate = scenario
        candidate[index] = .advance(milliseconds: shortened)
        return candidate
      }
    }
  }

  /// Replaces each send's action by an earlier one of the vocabulary, with its simplest payload.
  mutating func simplifyActions() {
    let actions = shrinker.vocabulary.actions
    for index in current.indices where !hitBound {
      guard case .send(let action, _, let count) = current[index], action > 0 else { continue }
      for earlier in 0..<min(action, actions.count) {
        var candidate = current
        candidate[index] = .send(
          action: earlier, payload: Self.simplest(actions[earlier].payload), count: count)
        if consider(candidate) { break }
      }
    }
  }

  private static func simplest(_ type: FuzzPayloadType) -> FuzzPayload {
    switch type {
    case .none: .none
    case .int: .int(0)
    case .double: .double(0)
    case .bool: .bool(false)
    case .string: .string("")
    }
  }

  private static func merge(_ first: FuzzDirective, _ second: FuzzDirective) -> FuzzDirective? {
    switch (first, second) {
    case (.advance(let a), .advance(let b)):
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? nil : .advance(milliseconds: sum)
    case (.send(let action, let payload, let a), .send(let otherAction, let otherPayload, let b))
    where action == otherAction && payload == otherPayload:
      return .send(action: action, payload: payload, count: a + b)
    default:
      return nil
    }
  }
}
