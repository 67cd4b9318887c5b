// MARK: - Payload pass

extension ShrinkRun {
  /// Simplifies each send's payload by its type.
  mutating func simplifyPayloads() {
    for index in current.indices where !hitBound {
      guard case .send(let action, let payload, _) = current[index] else { continue }
      if shrinker.vocabulary.actions[action].takesOnlyItsValues {
        simplifyAmongOwnValues(at: index, action: action, payload: payload)
        continue
      }
      switch payload {
      case .none:
        break
      case .bool(let value):
        if value { consider(replacing(index, with: .bool(false))) }
      case .int(let value):
        simplify(integer: value, at: index) { .int($0) }
      case .double(let value):
        simplify(decimal: value, at: index)
      case .string:
        simplifyString(at: index, action: action)
      }
    }
  }

  // MARK: Numbers

  /// Zero, then the positive of a negative, then the magnitude by binary search.
  private mutating func simplify(
    integer value: Int, at index: Int, _ make: @escaping (Int) -> FuzzPayload
  ) {
    guard value != 0, value != .min else { return }
    if consider(replacing(index, with: make(0))) { return }
    var sign = value < 0 ? -1 : 1
    if sign < 0, consider(replacing(index, with: make(-value))) { sign = 1 }
    lower(abs(value), floor: 1, trying: []) { scenario, magnitude in
      Self.replacing(index, in: scenario, with: make(sign * magnitude))
    }
  }

  /// Zero, the positive of a negative, the whole part, then as an integer.
  private mutating func simplify(decimal value: Double, at index: Int) {
    guard value != 0 else { return }
    if consider(replacing(index, with: .double(0))) { return }
    var simpler = value
    if simpler < 0, consider(replacing(index, with: .double(-simpler))) { simpler = -simpler }
    if simpler.rounded(.towardZero) != simpler {
      guard consider(replacing(index, with: .double(simpler.rounded(.towardZero)))) else { return }
      simpler.round(.towardZero)
    }
    guard abs(simpler) < 1e15, let whole = Int(exactly: simpler) else { return }
    simplify(integer: whole, at: index) { .double(Double($0)) }
  }

  /// The pair's own values simpler than `payload`, simplest first: all an action that takes
  /// only its own values can be given.
  private mutating func simplifyAmongOwnValues(at index: Int, action: Int, payload: FuzzPayload) {
    let own = shrinker.vocabulary.actions[action].values
      .filter { ShrinkOrder.simpler($0, than: payload) }
      .sorted { ShrinkOrder.simpler($0, than: $1) }
    for value in own where consider(replacing(index, with: value)) { break }
  }

  // MARK: Strings

  /// The empty string, the pair's own simpler values, runs of characters removed, then each
  /// character made `a`.
  private mutating func simplifyString(at index: Int, action: Int) {
    guard case .send(_, .string(let text), _) = current[index], !text.isEmpty else { return }
    if consider(replacing(index, with: .string(""))) { return }
    let own = shrinker.vocabulary.actions[action].values
      .filter { ShrinkOrder.simpler($0, than: .string(text)) }
      .sorted { ShrinkOrder.simpler($0, than: $1) }
    for value in own where consider(replacing(index, with: value)) { break }
    deleteRuns(
      { scenario in Self.scalars(of: scenario[index]) },
      { scenario, scalars in
        Self.replacing(index, in: scenario, with: .string(Self.string(scalars)))
      })
    var position = 0
    while !hitBound {
      let scalars = Self.scalars(of: current[index])
      guard position < scalars.count else { return }
      if scalars[position] != "a" {
        var simpler = scalars
        simpler[position] = "a"
        consider(replacing(index, with: .string(Self.string(simpler))))
      }
      position += 1
    }
  }

  private static func scalars(of directive: FuzzDirective) -> [Unicode.Scalar] {
    guard case .send(_, .string(let text), _) = directive else { return [] }
    return Array(text.unicodeScalars)
  }

  private static func string(_ scalars: [Unicode.Scalar]) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  // MARK: Building candidates

  private func replacing(_ index: Int, with payload: FuzzPayload) -> [FuzzDirective] {
    Self.replacing(index, in: current, with: payload)
  }

  private static func replacing(
    _ index: Int, in scenario: [FuzzDirective], with payload: FuzzPayload
  ) -> [FuzzDirective] {
    guard case .send(let action, _, let count) = scenario[index] else { return scenario }
    var candidate = scenario
    candidate[index] = .send(action: action, payload: payload, count: count)
    return candidate
  }
}
