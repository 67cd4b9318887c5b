/// Why an engine changed state: the action it reduced, kept raw and described only on demand.
///
/// Causes are recorded for every action, so building their text eagerly would dominate a long
/// replay. A `Cause` keeps the engine's own value (an enum, which fits an existential's inline
/// storage) and a plain function that renders it, and renders only when an output asks.
///
/// ```swift
/// let cause = Cause(atMilliseconds: 500, subject: action) { "\(describeCase($0)) (effect)" }
/// cause.description  // ".incrementResponse(1) (effect)"
/// ```
package struct Cause {
  /// The engine's virtual time when the action was reduced.
  package var milliseconds: Int
  private let subject: Any
  private let render: (Any) -> String

  package init(atMilliseconds milliseconds: Int, subject: Any, render: @escaping (Any) -> String) {
    self.milliseconds = milliseconds
    self.subject = subject
    self.render = render
  }

  /// The cause as the engine's users print it, e.g. `.counter(.incrementButtonTapped)` or
  /// `.increase → .setLoading(true)`.
  package var description: String { render(subject) }
}
