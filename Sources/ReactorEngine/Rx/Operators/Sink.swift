/// What every sink of a multi-source operator shares, as RxSwift's `Sink`: the downstream
/// handler, forwarding that stops once disposed, and a dispose that runs once.
///
/// A subclass keeps only its logic: its subscriptions, released in
/// ``disposeSubscriptions()``, and what it does with each event.
class Sink<Element>: Disposable {
  private let downstream: (Event<Element>) -> Void
  private(set) final var isDisposed = false

  init(downstream: @escaping (Event<Element>) -> Void) {
    self.downstream = downstream
  }

  /// Sends `event` downstream unless the sink is disposed.
  final func forward(_ event: Event<Element>) {
    guard !isDisposed else { return }
    downstream(event)
  }

  /// Marks the sink disposed, once, then releases its subscriptions.
  final func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    disposeSubscriptions()
  }

  /// Releases the operator's subscriptions, in the order RxSwift does: overridden.
  func disposeSubscriptions() {}
}
