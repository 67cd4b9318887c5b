/// A store refused to start a `.run` effect: too many were in flight at once.
///
/// Each effect in flight holds a suspended Swift task (about 3 KB while it sleeps), so a
/// scenario that keeps starting effects and never lets them finish would otherwise run the
/// process out of memory and crash inside the Swift runtime. Past the limit a store starts no
/// more `.run` effects, warns once, and keeps this error for the caller: the replay stops at
/// the step that crossed it and reports it.
///
/// ```swift
/// if let error = store._effectLimitError { throw error }
/// ```
@usableFromInline
package struct EffectLimitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The store's default limit: 2^20 effects in flight, a little over a million.
  package static let defaultLimit = 1 << 20

  /// The limit that was reached.
  @usableFromInline package let limit: Int

  /// What went wrong, for a diagnostic.
  @usableFromInline package var description: String {
    "more than \(limit) effects in flight at once: the store started no more."
  }
}
