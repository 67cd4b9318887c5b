extension ObservableType {
  /// Emits `elements` first, then subscribes to the sequence.
  ///
  /// The prefix is delivered synchronously during subscription.
  ///
  /// ```swift
  /// mutations.scan(initialState, accumulator: reduce).startWith(initialState)
  /// ```
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      for element in elements { downstream(.next(element)) }
      return source.subscribeEvents(downstream)
    })
  }
}
