/// The order shrinking moves down: fewer directives, then fewer steps, then less virtual time,
/// then, directive by directive, simpler ones.
///
/// Every shrink pass builds candidates below the current scenario in this order, and the
/// shrinker keeps only such candidates, so it cannot cycle. A payload is simpler when it is
/// shorter (strings), closer to zero (numbers, a whole one before a fraction), positive rather
/// than negative, `false` rather than `true`; among strings of one length, `a` is the simplest
/// character.
enum ShrinkOrder {
  /// Whether `candidate` comes strictly before `current`.
  static func precedes(_ candidate: [FuzzDirective], _ current: [FuzzDirective]) -> Bool {
    if candidate.count != current.count { return candidate.count < current.count }
    let (candidateSteps, currentSteps) = (steps(candidate), steps(current))
    if candidateSteps != currentSteps { return candidateSteps < currentSteps }
    let (candidateTime, currentTime) = (time(candidate), time(current))
    if candidateTime != currentTime { return candidateTime < currentTime }
    for (a, b) in zip(candidate, current) where a != b {
      return simpler(a, than: b)
    }
    return false
  }

  /// Whether one directive is simpler than another of the same scenario position.
  static func simpler(_ a: FuzzDirective, than b: FuzzDirective) -> Bool {
    switch (a, b) {
    case (.advance(let x), .advance(let y)):
      return x < y
    case (.advance, .send):
      return true
    case (.send, .advance):
      return false
    case (
      .send(let actionA, let payloadA, let countA), .send(let actionB, let payloadB, let countB)
    ):
      if actionA != actionB { return actionA < actionB }
      if payloadA != payloadB { return simpler(payloadA, than: payloadB) }
      return countA < countB
    }
  }

  /// Whether one payload is simpler than another.
  static func simpler(_ a: FuzzPayload, than b: FuzzPayload) -> Bool {
    switch (a, b) {
    case (.bool(let x), .bool(let y)):
      return !x && y
    case (.int(let x), .int(let y)):
      return (x.magnitude, x < 0 ? 1 : 0) < (y.magnitude, y < 0 ? 1 : 0)
    case (.double(let x), .double(let y)):
      return (fractional(x), x.magnitude, x < 0 ? 1 : 0) < (
        fractional(y), y.magnitude, y < 0 ? 1 : 0
      )
    case (.string(let x), .string(let y)):
      let (xs, ys) = (Array(x.unicodeScalars), Array(y.unicodeScalars))
      if xs.count != ys.count { return xs.count < ys.count }
      for (p, q) in zip(xs, ys) where p != q { return rank(p) < rank(q) }
      return false
    default:
      return rank(a) < rank(b)
    }
  }

  // MARK: - Measures

  private static func steps(_ scenario: [FuzzDirective]) -> Int {
    scenario.reduce(0) { $0 &+ $1.stepCount }
  }

  private static func time(_ scenario: [FuzzDirective]) -> Int {
    scenario.reduce(0) { total, directive in
      if case .advance(let milliseconds) = directive { return total &+ milliseconds }
      return total
    }
  }

  private static func fractional(_ value: Double) -> Int {
    value.rounded(.towardZero) == value ? 0 : 1
  }

  /// `a` first, then every other scalar in code-point order.
  private static func rank(_ scalar: Unicode.Scalar) -> UInt32 {
    scalar == "a" ? 0 : scalar.value + 1
  }

  private static func rank(_ payload: FuzzPayload) -> Int {
    switch payload {
    case .none: 0
    case .bool: 1
    case .int: 2
    case .double: 3
    case .string: 4
    }
  }
}
