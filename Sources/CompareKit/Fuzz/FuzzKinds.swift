/// Groups a campaign's findings by cause: the first run of each new origin is shrunk keeping
/// that origin, then reduced further while it diverges in any way; findings whose reduced
/// scenarios are the same (payloads the pair declares equivalent counted as one) are one kind.
///
/// The kind shows the reduced scenario, the simplest one that shows the cause, and keeps the
/// origins it absorbed, so the summary can say how many raw findings each kind stands for.
struct FuzzKinds<Origin: Hashable> {
  let vocabulary: FuzzVocabulary
  /// The kind each origin seen so far belongs to.
  private var kindOfOrigin: [Origin: Int] = [:]
  /// The kind of each reduced scenario, payloads made canonical.
  private var kindOfCause: [[FuzzDirective]: Int] = [:]

  init(vocabulary: FuzzVocabulary) {
    self.vocabulary = vocabulary
  }

  /// Counts a run that diverged with `origin`, shrinking it when the origin is new.
  @MainActor
  mutating func add<Oracle: DivergenceOracle>(
    run: Int, origin: Origin, scenario: [FuzzDirective], shrinker: Shrinker,
    _ oracle: inout Oracle, into findings: inout [FuzzFinding<Origin>]
  ) where Oracle.Origin == Origin {
    if let known = kindOfOrigin[origin] {
      findings[known].occurrences += 1
      return
    }
    let minimal = shrinker.shrink(scenario) { oracle.check($0) == origin }
    // NB: the reduction shares the one attempt bound (`--max-shrinks`) with the shrink.
    var reducer = shrinker
    reducer.maxAttempts = max(0, shrinker.maxAttempts - minimal.attempts)
    let reduced =
      reducer.maxAttempts == 0
      ? ShrinkResult(directives: minimal.directives, attempts: 0, improvements: 0, hitBound: false)
      : reducer.shrink(minimal.directives) { oracle.check($0) != nil }
    let cause = canonical(reduced.directives)
    if let known = kindOfCause[cause] {
      findings[known].occurrences += 1
      findings[known].absorbed.append(origin)
      kindOfOrigin[origin] = known
      return
    }
    let shown = oracle.check(reduced.directives) ?? origin
    let shrink = ShrinkResult(
      directives: reduced.directives, attempts: minimal.attempts + reduced.attempts,
      improvements: minimal.improvements + reduced.improvements,
      hitBound: minimal.hitBound || reduced.hitBound)
    kindOfOrigin[origin] = findings.count
    kindOfCause[cause] = findings.count
    findings.append(
      FuzzFinding(
        run: run, origin: shown, original: scenario, shrink: shrink, absorbed: [origin]))
  }

  /// `directives` with each payload replaced by the first of the values the pair declares
  /// equivalent to it.
  func canonical(_ directives: [FuzzDirective]) -> [FuzzDirective] {
    directives.map { directive in
      guard case .send(let action, let payload, let count) = directive else { return directive }
      return .send(
        action: action, payload: vocabulary.actions[action].canonical(payload), count: count)
    }
  }
}
