extension ObservableType {
  /// Folds every element into `seed` with `accumulator` and sends the result, mapped by
  /// `mapResult`, when the sequence completes.
  ///
  /// ```swift
  /// numbers.reduce(0, accumulator: +, mapResult: { "total \($0)" })
  /// ```
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
    Observable.lift(asObservable()) { downstream, subscription in
      var accumulation = seed
      return { event in
        do {
          switch event {
          case .next(let element):
            accumulation = try accumulator(accumulation, element)
            return
          case .error(let error):
            downstream(.error(error))
          case .completed:
            downstream(.next(try mapResult(accumulation)))
            downstream(.completed)
          }
        } catch {
          downstream(.error(error))
        }
        subscription.dispose()
      }
    }
  }

  /// Folds every element into `seed` with `accumulator` and sends the total at completion.
  ///
  /// For the running totals, see `scan`.
  ///
  /// ```swift
  /// numbers.reduce(0, accumulator: +)
  /// ```
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }
}
