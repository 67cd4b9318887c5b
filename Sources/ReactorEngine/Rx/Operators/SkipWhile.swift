extension ObservableType {
  /// Drops elements while `predicate` holds, then forwards every element after.
  ///
  /// A thrown error is sent downstream and ends the subscription.
  ///
  /// ```swift
  /// reactor.state.map(\.count).skip(while: { $0 == 0 })
  /// ```
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      var isForwarding = false
      return { event in
        switch event {
        case .next(let element):
          if !isForwarding {
            do {
              isForwarding = try !predicate(element)
            } catch {
              downstream(.error(error))
              subscription.dispose()
              return
            }
          }
          if isForwarding { downstream(event) }
        case .error, .completed:
          downstream(event)
          subscription.dispose()
        }
      }
    }
  }
}
