import ReactorEngine

/// One marble case on its own virtual clock: subscriptions, disposals and events in one log,
/// each stamped with the virtual time in milliseconds (a fraction only when there is one).
///
/// The cases in these tests were recorded from RxSwift 6.10.2 with the same sources on a
/// `HistoricalScheduler`; each expected log is that output.
final class MarbleLog {
  let scheduler = VirtualTimeScheduler()
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append("\(stamp) \(entry)")
  }

  private var stamp: String {
    let nanoseconds = scheduler.clockNanoseconds
    guard nanoseconds % 1_000_000 != 0 else { return "\(nanoseconds / 1_000_000)" }
    var fraction = String(nanoseconds % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(nanoseconds / 1_000_000).\(fraction)"
  }

  /// A cold source that logs `sub(name)` when subscribed and `dispose(name)` when released, and
  /// sends each event at its offset after subscription (`nil`: during subscription).
  func source(_ name: String, _ events: [(RxTimeInterval?, Event<Int>)]) -> Observable<Int> {
    Observable.create { [self] observer in
      append("sub(\(name))")
      var pending: [any Disposable] = []
      for (offset, event) in events {
        guard let offset else {
          observer.on(event)
          continue
        }
        pending.append(
          scheduler.scheduleRelative((), dueTime: offset) { _ in
            observer.on(event)
            return Disposables.create()
          })
      }
      return Disposables.create { [self] in
        append("dispose(\(name))")
        for item in pending { item.dispose() }
      }
    }
  }

  /// Subscribes to `observable` at 0, runs the clock until nothing is left, logs `end`, then
  /// disposes the subscription; returns the log.
  func run(_ observable: Observable<Int>) -> [String] {
    let subscription = observable.subscribe(
      onNext: { [self] in append("next(\($0))") },
      onError: { [self] in append("error(\($0))") },
      onCompleted: { [self] in append("completed") })
    scheduler.start()
    append("end")
    subscription.dispose()
    return entries
  }
}

/// An error that prints as its name.
struct MarbleError: Error, CustomStringConvertible {
  let name: String
  var description: String { name }
}
