/// Shrinks a divergent scenario to one that is 1-minimal: removing any directive, lowering
/// any count by one, shortening any advance by a millisecond or simplifying any payload by one
/// step (a character fewer, a character made `a`, a number one closer to zero, `true` made
/// `false`) loses the divergence.
///
/// The shrinker knows nothing of engines: it asks a predicate whether a candidate still
/// diverges. It runs its passes to a fixpoint, in the manner of Hypothesis's shrinker:
///
/// - **delete**: from the end towards the start, remove a directive; when that works, grow the
///   removed run exponentially and binary-search its longest length (adaptive deletion);
/// - **merge**: fold neighbouring advances into one, and neighbouring equal sends into one `xN`;
/// - **counts**: lower each `xN`, to 1 first, then by binary search;
/// - **durations**: shorten each advance, trying 1 ms and the pair's declared durations (and
///   one millisecond either side) first, then by binary search;
/// - **actions**: replace a send's action by an earlier one of the vocabulary;
/// - **payloads**: strings lose runs of characters and have characters made `a`, the pair's own
///   simpler values are tried, numbers go to zero or towards it, `true` becomes `false`.
///
/// Every accepted candidate is strictly simpler than the one before (fewer directives, then
/// fewer steps, then less time, then simpler payloads), so shrinking terminates; results are
/// cached, so the last round, which only confirms the fixpoint, asks nothing twice. At most
/// `maxAttempts` candidates are tried; when the bound stops it, the result says so.
///
/// ```swift
/// let shrinker = Shrinker(vocabulary: vocabulary, maxAttempts: 5_000)
/// let result = shrinker.shrink(found) { candidate in replayDiverges(candidate) }
/// result.directives  // [.send(action: 0, payload: .none, count: 3)]
/// ```
package struct Shrinker: Sendable {
  /// The attempt bound when none is given.
  package static let defaultMaxAttempts = 5_000

  /// The pair's own values and durations, tried as simpler candidates.
  package var vocabulary: FuzzVocabulary
  /// The most candidates to try.
  package var maxAttempts: Int

  package init(vocabulary: FuzzVocabulary, maxAttempts: Int = Self.defaultMaxAttempts) {
    self.vocabulary = vocabulary
    self.maxAttempts = maxAttempts
  }

  /// Shrinks `directives`, which must diverge, while `diverges` holds.
  ///
  /// `diverges` is called once per distinct candidate, never on `directives` itself.
  package func shrink(
    _ directives: [FuzzDirective], while diverges: ([FuzzDirective]) -> Bool
  ) -> ShrinkResult {
    withoutActuallyEscaping(diverges) { diverges in
      var run = ShrinkRun(shrinker: self, start: directives, diverges: diverges)
      run.runToFixpoint()
      return ShrinkResult(
        directives: run.current, attempts: run.attempts, improvements: run.improvements,
        hitBound: run.hitBound)
    }
  }
}

/// What shrinking found and what it cost.
package struct ShrinkResult: Sendable, Equatable {
  /// The smallest divergent scenario found: 1-minimal unless `hitBound`.
  package var directives: [FuzzDirective]
  /// How many candidates were replayed.
  package var attempts: Int
  /// How many of them still diverged and were kept.
  package var improvements: Int
  /// Whether the attempt bound stopped shrinking before the fixpoint.
  package var hitBound: Bool
}
