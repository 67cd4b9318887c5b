/// What happens to the stream `mutate(action:)` returns for one action, as reported to a probe
/// registered with `Reactor._observeLifetimes(_:)`.
///
/// `id` numbers a reactor's mutate streams from 1 in the order they are subscribed, so an
/// observer can pair each stream's start with its end; the observer reads the time from its
/// own scheduler.
///
/// ```swift
/// reactor._observeLifetimes { event in
///   if case .subscribed(let id, let action) = event { print(id, action) }
/// }
/// ```
package enum MutateLifetime<Action> {
  /// The stream for `action` was subscribed (as `flatMap` does the moment the action arrives).
  case subscribed(id: Int, action: Action)
  /// The stream delivered a mutation; one that arrives after `subscribed` came through work
  /// the stream scheduled (a `delay`, a request).
  case delivered(id: Int)
  /// The stream completed (an error counts: the state stream turns it into completion first).
  case finished(id: Int)
  /// The subscription was disposed before the stream completed.
  case cancelled(id: Int)
}

/// The probe and the running count of mutate streams, kept in the reactor's cells.
@usableFromInline
final class MutateLifetimeProbe<Action> {
  let report: (MutateLifetime<Action>) -> Void
  // NB: `@exclusivity(unchecked)`: only touched by the reactor's own stream, in one domain.
  @exclusivity(unchecked) private var lastID = 0

  init(_ report: @escaping (MutateLifetime<Action>) -> Void) {
    self.report = report
  }

  /// `stream` with its subscription, mutations, completion and disposal reported.
  @usableFromInline
  func instrument<Mutation>(_ stream: Observable<Mutation>, for action: Action)
    -> Observable<Mutation>
  {
    lastID += 1
    let id = lastID
    let ended = EndFlag()
    return stream.do(
      onNext: { [report] _ in report(.delivered(id: id)) },
      onCompleted: { [report] in
        ended.value = true
        report(.finished(id: id))
      },
      onSubscribe: { [report] in report(.subscribed(id: id, action: action)) },
      onDispose: { [report] in
        guard !ended.value else { return }
        ended.value = true
        report(.cancelled(id: id))
      })
  }
}

private final class EndFlag {
  @exclusivity(unchecked) var value = false
}
