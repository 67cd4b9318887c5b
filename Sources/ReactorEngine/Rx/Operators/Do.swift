extension ObservableType {
  /// Runs side effects for the events passing through, before forwarding them.
  ///
  /// A thrown error is sent downstream and ends the subscription. ReactorKit sets
  /// `currentState` this way, so it is set before subscribers see the state.
  ///
  /// ```swift
  /// state.do(onNext: { print("state", $0) })
  /// ```
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil
  ) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      { event in
        do {
          switch event {
          case .next(let element): try onNext?(element)
          case .error(let error): try onError?(error)
          case .completed: try onCompleted?()
          }
        } catch {
          downstream(.error(error))
          subscription.dispose()
          return
        }
        downstream(event)
      }
    }
  }
}
