/// What must agree between the two engines (`--compare`), and what `trace` prints.
///
/// - `steps`: the projected state after each step (each single send, `advance`, `expect`).
/// - `timeline`: at each instant where any state was emitted, the last state emitted then;
///   consecutive equal states fold into one.
/// - `emissions`: every state an observer receives, with its virtual time, initial state first.
package enum ComparisonLevel: String, CaseIterable, Sendable {
  case steps
  case timeline
  case emissions
}
