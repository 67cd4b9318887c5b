extension ObservableType {
  /// The element at `index` (from 0), then completion; `RxError.argumentOutOfRange` when the
  /// sequence completes before it.
  ///
  /// ```swift
  /// reactor.state.map(\.count).element(at: 1)  // the first change after the current value
  /// ```
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:): index can't be negative")
    return Observable.lift(asObservable()) { downstream, subscription in
      var remaining = index
      return { event in
        switch event {
        case .next:
          if remaining == 0 {
            downstream(event)
            downstream(.completed)
            subscription.dispose()
          }
          remaining -= 1
        case .error:
          downstream(event)
          subscription.dispose()
        case .completed:
          downstream(.error(RxError.argumentOutOfRange))
          subscription.dispose()
        }
      }
    }
  }
}
