/// Holds one disposable at a time; assigning a new one disposes the one it replaces, and once
/// disposed it disposes every later assignment at once (the contract of RxSwift's
/// `SerialDisposable`, which `debounce`, `throttle` and `flatMapLatest` rely on).
final class ReplacingDisposable: Disposable {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var current: (any Disposable)?
  @exclusivity(unchecked) private(set) var isDisposed = false

  /// Stores `disposable`, then disposes the previous one (in that order, as RxSwift does).
  func replace(with disposable: any Disposable) {
    guard !isDisposed else {
      disposable.dispose()
      return
    }
    let previous = current
    current = disposable
    previous?.dispose()
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let current = self.current
    self.current = nil
    current?.dispose()
  }
}
