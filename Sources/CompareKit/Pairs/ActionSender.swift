/// How a session sends one of its feature's actions: the closure a ``PairAction`` made for the
/// session's store or reactor.
///
/// NB: a struct around the closure rather than the closure itself in the session's array: an
/// array holds a closure behind a reabstraction thunk, which every step would call through.
@usableFromInline
struct ActionSender {
  /// Sends the action with its payload.
  @usableFromInline let send: @MainActor (StateValue?) -> Void

  @usableFromInline init(_ send: @escaping @MainActor (StateValue?) -> Void) {
    self.send = send
  }
}
