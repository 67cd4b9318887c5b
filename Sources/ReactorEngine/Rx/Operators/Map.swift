extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// A thrown error is sent downstream and ends the subscription.
  ///
  /// ```swift
  /// reactor.state.map { $0.value }
  /// ```
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    Observable.lift(asObservable()) { downstream, subscription in
      { event in
        switch event {
        case .next(let element):
          do {
            downstream(.next(try transform(element)))
          } catch {
            downstream(.error(error))
            subscription.dispose()
          }
        case .error(let error):
          downstream(.error(error))
        case .completed:
          downstream(.completed)
        }
      }
    }
  }
}

extension ObservableType {
  /// Transforms each element with `transform`, dropping the `nil` results.
  ///
  /// A thrown error is sent downstream and ends the subscription.
  ///
  /// ```swift
  /// reactor.pulse(\.$alertMessage).compactMap { $0 }
  /// ```
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?
  ) -> Observable<Result> {
    Observable.lift(asObservable()) { downstream, subscription in
      { event in
        switch event {
        case .next(let element):
          do {
            if let result = try transform(element) { downstream(.next(result)) }
          } catch {
            downstream(.error(error))
            subscription.dispose()
          }
        case .error(let error):
          downstream(.error(error))
        case .completed:
          downstream(.completed)
        }
      }
    }
  }
}
