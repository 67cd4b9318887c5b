/// A change in the life of one of an engine's effects or inner subscriptions: the `.lifetime`
/// event, delivered only to observers that ask for `.lifetime`.
///
/// TCA reports each `.run` effect (`.run from .incrementButtonTapped`, with its cancel id): from
/// the moment the store starts it to its body's return or cancellation. ReactorKit reports
/// each action's `mutate` stream (`mutate(.increase)`): started when `flatMap` subscribes to
/// it, finished when it completes, cancelled when it is disposed first. `id` pairs a start with
/// its end within one engine of one replay.
///
/// ```text
/// {"engine":"reactorkit","kind":"lifetime","step":1,"t_ms":0,"id":1,"event":"started",…}
/// ```
package struct EngineLifetime: Equatable, Sendable {
  /// What happened.
  package enum Phase: String, Equatable, Sendable {
    /// The effect or subscription started.
    case started
    /// It ran to completion.
    case finished
    /// It was cancelled or disposed before completing.
    case cancelled
    /// It delivered something at a later instant than it started: work it scheduled (a
    /// `delay`, a request) has run. ReactorKit reports each such mutation.
    case delivered
  }

  /// The engine it belongs to.
  package var engine: Engine
  /// The step during which it happened (0 while the engines are set up).
  package var step: Int
  /// The engine's virtual time.
  package var milliseconds: Int
  /// Pairs a start with its end.
  package var id: Int
  /// What happened.
  package var phase: Phase
  /// What it is, e.g. `mutate(.increase)`.
  package var label: String
  /// The cancel id, when the engine has one.
  package var cancelID: String?

  package init(
    engine: Engine, step: Int, milliseconds: Int, id: Int, phase: Phase, label: String,
    cancelID: String? = nil
  ) {
    self.engine = engine
    self.step = step
    self.milliseconds = milliseconds
    self.id = id
    self.phase = phase
    self.label = label
    self.cancelID = cancelID
  }
}
