extension ObservableType {
  /// Folds the elements with `accumulator`, emitting every intermediate result.
  ///
  /// The seed itself is not emitted. ReactorKit builds its state stream with it.
  ///
  /// ```swift
  /// Observable.from([1, 2, 3]).scan(0, accumulator: +)  // 1, 3, 6
  /// ```
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    Observable.lift(asObservable()) { downstream, subscription in
      let accumulate = Accumulator(seed)
      return { event in
        switch event {
        case .next(let element):
          do {
            accumulate.value = try accumulator(accumulate.value, element)
            downstream(.next(accumulate.value))
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

  /// Folds the elements into `seed` in place, emitting every intermediate result.
  ///
  /// Same as ``scan(_:accumulator:)`` with an `inout` accumulator.
  ///
  /// ```swift
  /// Observable.from([1, 2]).scan(into: [Int]()) { $0.append($1) }  // [1], [1, 2]
  /// ```
  public func scan<Accumulate>(
    into seed: Accumulate,
    accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    scan(seed) { accumulate, element in
      var accumulate = accumulate
      try accumulator(&accumulate, element)
      return accumulate
    }
  }
}

/// The running result of one `scan` subscription.
///
/// NB: a class with an unchecked property rather than a captured `var`: a captured variable is
/// checked for exclusive access at run time on every element, which cost more than the fold.
@usableFromInline
final class Accumulator<Value> {
  @exclusivity(unchecked) @usableFromInline var value: Value

  @usableFromInline init(_ value: Value) { self.value = value }
}
