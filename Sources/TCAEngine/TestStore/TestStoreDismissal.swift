import Synchronization

/// Whether a test store's feature asked to be dismissed at its root.
///
/// As TCA's `TestStore`, which stands in for a presenter: `@Dependency(\.dismiss)` at the
/// root runs whatever dismiss effect the test gave, then marks the store dismissed (further
/// sends are refused) and stops tracking the effects in flight, so the test may end with them.
/// Set from an effect, read by the store; hence a lock.
final class TestStoreDismissal: Sendable {
  private let dismissed = Mutex(false)

  /// Whether the root feature called `dismiss`.
  var isDismissed: Bool { dismissed.withLock { $0 } }

  /// The dismiss effect the root feature sees: runs `inner` (the test's own, if any), then
  /// marks the store dismissed.
  func dismissEffect(wrapping inner: DismissEffect) -> DismissEffect {
    DismissEffect(action: { [self] fileID, line in
      await inner.dismiss?(fileID, line)
      dismissed.withLock { $0 = true }
    })
  }
}
