/// What `MainScheduler.instance` has queued or is running on one virtual clock.
///
/// RxSwift's `MainScheduler` counts the work it has enqueued on the main queue: work scheduled
/// while the count is zero runs at once, other work is queued behind it; queued work always
/// runs its turn, even cancelled, so the count always comes back down.
final class MainQueue {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var enqueuedCount = 0

  func schedule<StateType>(
    _ state: StateType, on clock: VirtualTimeScheduler,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    enqueuedCount += 1
    if enqueuedCount == 1 {
      let disposable = action(state)
      enqueuedCount -= 1
      return disposable
    }
    let cancel = SingleAssignmentDisposable()
    _ = clock.schedule(()) { [self] _ in
      if !cancel.isDisposed { cancel.setDisposable(action(state)) }
      enqueuedCount -= 1
      return NopDisposable()
    }
    return cancel
  }
}
