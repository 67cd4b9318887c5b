/// One engine running one feature for one replay: the adapter between the shared vocabulary and
/// the engine's own store or reactor, made by ``FeaturePair``.
///
/// A session owns its engine's virtual clock, starting at 0 ms. It reports every state an
/// observer receives (initial state first, recorded when the session is created) and every
/// action reduced to the `EngineRecorder` it was created with.
///
/// ```swift
/// let session = pair.makeSession(.tca, recorder)
/// session.send(action: 0, payload: nil)  // the vocabulary's first action, at the current time
/// session.advance(milliseconds: 500)     // runs work due up to and including 500 ms
/// session.state                          // count=1 …
/// ```
@usableFromInline
@MainActor
package protocol EngineSession: AnyObject {
  /// Delivers the vocabulary action at `index` with its payload at the current virtual time,
  /// then runs everything due at or before that time.
  func send(action index: Int, payload: StateValue?)
  /// A closure that does what `send(action: index, payload: payload)` does, made once for a
  /// caller that sends the same action many times (`send increment x1000`).
  func sender(action index: Int, payload: StateValue?) -> () -> Void
  /// Moves the clock forward, running due work in (due time, scheduling order), work due exactly
  /// at the new time included.
  func advance(milliseconds: Int)
  /// The engine's virtual time in milliseconds.
  var milliseconds: Int { get }
  /// The engine's current state read into the feature's fields.
  ///
  /// The session rewrites one buffer in place, so a caller that keeps the value across steps
  /// pays for a copy; one that only looks at it pays nothing.
  var state: ProjectedState { get }
  /// The work the engine still holds for later: TCA `.run` effects in flight, or ReactorKit
  /// timed work queued on the virtual scheduler. Fuzz counts it as part of what a scenario
  /// reached; a session whose engine cannot tell says 0.
  var pendingWork: Int { get }
}

extension EngineSession {
  /// No pending work known: what a hand-made session reports unless it says otherwise.
  package var pendingWork: Int { 0 }

  /// A closure that calls ``send(action:payload:)``.
  package func sender(action index: Int, payload: StateValue?) -> () -> Void {
    { [self] in send(action: index, payload: payload) }
  }
}

/// A session made of closures, built where a feature's types are known.
///
/// `FeaturePair` wraps its typed sessions in one, so that the replay calls specialised code
/// through a closure instead of generic code through a protocol witness.
@usableFromInline @MainActor
final class ClosureSession: EngineSession {
  private let sendAction: (Int, StateValue?) -> Void
  private let makeSender: (Int, StateValue?) -> () -> Void
  private let advanceClock: (Int) -> Void
  private let now: () -> Int
  private let read: () -> ProjectedState
  private let pending: () -> Int

  @usableFromInline init(
    send: @escaping (Int, StateValue?) -> Void,
    sender: @escaping (Int, StateValue?) -> () -> Void, advance: @escaping (Int) -> Void,
    now: @escaping () -> Int, state: @escaping () -> ProjectedState,
    pendingWork: @escaping () -> Int
  ) {
    self.pending = pendingWork
    self.sendAction = send
    self.makeSender = sender
    self.advanceClock = advance
    self.now = now
    self.read = state
  }

  @usableFromInline func send(action index: Int, payload: StateValue?) {
    sendAction(index, payload)
  }
  @usableFromInline func sender(action index: Int, payload: StateValue?) -> () -> Void {
    makeSender(index, payload)
  }
  @usableFromInline func advance(milliseconds: Int) { advanceClock(milliseconds) }
  @usableFromInline var milliseconds: Int { now() }
  @usableFromInline var state: ProjectedState { read() }
  @usableFromInline var pendingWork: Int { pending() }
}
