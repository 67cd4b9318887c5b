/// A `.run` effect started, finished or was cancelled: what `Store._observeEffects(_:)`
/// reports, for a timeline of effect lifetimes.
///
/// Read the virtual time from the clock as the event arrives: a start is reported when the
/// store starts the effect (the send that returned it), an end when its body has returned or
/// unwound. A cancelled effect is reported `cancelled` once its task has unwound, which on a
/// test clock is at the instant it was cancelled.
///
/// ```swift
/// store._observeEffects { event in
///   bars.append((event, clock.elapsedMilliseconds))
/// }
/// ```
@usableFromInline
package struct EffectLifetimeEvent: Hashable {
  /// How an effect's lifetime moved.
  package enum Kind: Hashable, Sendable {
    /// The store started the effect.
    case started
    /// The effect's body returned.
    case finished
    /// The effect was cancelled and its body has unwound.
    case cancelled
  }

  /// The effect, numbered in start order from 0 within its root store.
  package let effect: UInt64
  /// What happened to it.
  package let kind: Kind
  /// The id of the innermost `.cancellable(id:)` it runs under, if any.
  package let cancelID: AnyHashable?
}
