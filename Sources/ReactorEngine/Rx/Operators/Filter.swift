extension ObservableType {
  /// Forwards only the elements for which `predicate` is true.
  ///
  /// A thrown error is sent downstream and ends the subscription.
  ///
  /// ```swift
  /// reactor.state.map(\.value).filter { $0 > 0 }
  /// ```
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      { event in
        switch event {
        case .next(let element):
          do {
            if try predicate(element) { downstream(.next(element)) }
          } catch {
            downstream(.error(error))
            subscription.dispose()
          }
        case .error, .completed:
          downstream(event)
        }
      }
    }
  }
}
