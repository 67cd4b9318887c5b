/// Why an engine changed state: the action it reduced, kept raw and described only on demand.
///
/// Causes are recorded for every action, so building their text eagerly would dominate a long
/// replay. A `Cause` keeps a small value describing itself (an action enum fits an
/// existential's inline storage, so recording allocates nothing) and renders it only when an
/// output asks.
///
/// ```swift
/// let cause = Cause(atMilliseconds: 500, subject: TCACause(action: action, isEffect: true))
/// cause.description  // ".incrementResponse (effect)"
/// ```
package struct Cause {
  /// The engine's virtual time when the action was reduced.
  package var milliseconds: Int
  private let subject: any CauseSubject

  package init(atMilliseconds milliseconds: Int, subject: some CauseSubject) {
    self.milliseconds = milliseconds
    self.subject = subject
  }

  /// The cause as the engine's users print it, e.g. `.counter(.incrementButtonTapped)` or
  /// `.increase → .setLoading(true)`.
  package var description: String { subject.causeDescription }
}

/// A recorded cause in its raw form, able to describe itself.
///
/// ```swift
/// struct Tap: CauseSubject { var causeDescription: String { ".tap" } }
/// ```
package protocol CauseSubject {
  /// The text a cause shows.
  var causeDescription: String { get }
}

/// A cause already in text form, for simulated engines and tests.
package struct TextCause: CauseSubject {
  /// The text.
  package var causeDescription: String

  package init(_ text: String) {
    self.causeDescription = text
  }
}
