extension ObservableType {
  /// The first `count` elements, then completion.
  ///
  /// Completes right after the `count`-th element, disposing the source; `take(0)` is an empty
  /// sequence that never subscribes to the source. Errors and completion before that are
  /// forwarded.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3)
  /// ```
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take(_:): count can't be negative")
    guard count > 0 else { return .empty() }
    return Observable.lift(asObservable()) { downstream, subscription in
      var remaining = count
      return { event in
        switch event {
        case .next:
          guard remaining > 0 else { return }
          remaining -= 1
          downstream(event)
          if remaining == 0 {
            downstream(.completed)
            subscription.dispose()
          }
        case .error, .completed:
          downstream(event)
          subscription.dispose()
        }
      }
    }
  }

  /// Every element after the first `count`.
  ///
  /// Errors and completion are forwarded whenever they come.
  ///
  /// ```swift
  /// reactor.state.map(\.count).skip(1)  // drops the current value
  /// ```
  public func skip(_ count: Int) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      var remaining = count
      return { event in
        switch event {
        case .next:
          if remaining <= 0 {
            downstream(event)
          } else {
            remaining -= 1
          }
        case .error, .completed:
          downstream(event)
          subscription.dispose()
        }
      }
    }
  }
}
