/// One engine after one step of a replay (each single send, `advance` and `expect`).
public struct ReplayedStep: Sendable, Hashable {
  /// The 1-based step number (`send increment x3` is three steps).
  public let index: Int
  /// The scenario line of the step's directive.
  public let line: Int
  /// The directive as traces print it: `send add "Milk"`, `advance 500ms`.
  public let directive: String
  /// The engine's virtual time, in milliseconds.
  public let milliseconds: Int
  /// The engine's state after the step.
  public let state: StateSnapshot
}

/// One state an engine's observer received (TCA: one per committed batch; ReactorKit: one
/// per element of `reactor.state`), the initial state first.
public struct ReplayedEmission: Sendable, Hashable {
  /// The step during which it was emitted (0 for the initial state).
  public let step: Int
  /// The scenario line of that step (`nil` for the initial state).
  public let line: Int?
  /// The virtual time of the emission, in milliseconds.
  public let milliseconds: Int
  /// The emitted state.
  public let state: StateSnapshot
  /// What the engine reduced for it, as golden traces print it (`.increase -> .increaseValue`);
  /// `nil` when nothing was.
  public let cause: String?
}

/// One thing an engine reduced: the action (and, in ReactorKit, the mutation) with its time.
public struct ReplayCause: Sendable, Hashable, CustomStringConvertible {
  /// The engine's virtual time when it was reduced.
  public let milliseconds: Int
  /// The action as the engine's users print it: `.toggle(0)`, `.sortTodos (scheduled)`.
  public let action: String

  /// `1000ms  .sortTodos (scheduled)`.
  public var description: String { "\(milliseconds)ms  \(action)" }
}
