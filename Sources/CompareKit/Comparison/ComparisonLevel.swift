/// What must agree between the two engines (`--compare`), and what `trace` prints.
///
/// - `steps`: the projected state after each step (each single send, `advance`, `expect`).
/// - `timeline`: at each instant where any state was emitted, the last state emitted then;
///   consecutive equal states fold into one.
/// - `emissions`: every state an observer receives, with its virtual time, initial state first.
public enum ComparisonLevel: String, CaseIterable, Sendable {
  /// The projected state after each step.
  case steps
  /// The last state emitted at each instant, consecutive equal states folded.
  case timeline
  /// Every state an observer receives, with its virtual time.
  case emissions
}
