/// Sends its events at their ticks counted from each subscription (RxTest's cold observable).
final class ColdObservable<Element>: TestableObservable<Element> {
  override func record(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    let recordDisposal = recordSubscription()
    var isDisposed = false
    for recorded in recordedEvents {
      _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
        if !isDisposed { observer(recorded.value) }
        return Disposables.create()
      }
    }
    return Disposables.create {
      isDisposed = true
      recordDisposal()
    }
  }
}
