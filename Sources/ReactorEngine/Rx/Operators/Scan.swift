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
            try accumulate.fold { try accumulator($0, element) }
            downstream(.next(accumulate.pointer.pointee))
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
/// NB: behind a pointer the class owns, rather than in a property or a captured `var`: a
/// captured variable is checked for exclusive access at run time on every element, and a
/// stored value is copied (a retain of every string and array in a state) to be passed to
/// the accumulator. `fold` moves it out instead and passes it from a local.
@usableFromInline
final class Accumulator<Value> {
  @usableFromInline let pointer: UnsafeMutablePointer<Value>
  /// Where the value moved out for a fold in progress is, while `pointer` is empty.
  @exclusivity(unchecked) @usableFromInline var lent: UnsafePointer<Value>?

  @usableFromInline init(_ value: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  deinit {
    if lent == nil { pointer.deinitialize(count: 1) }
    pointer.deallocate()
  }

  /// Replaces the value with `next(value)`; if `next` throws, the value is left as it was.
  ///
  /// An element folded while `next` runs (a reentrant one) folds the value as it was before
  /// this fold, and this fold's result replaces its result afterwards, as a stored value read
  /// before the call and assigned after it would.
  @inlinable func fold(_ next: (Value) throws -> Value) rethrows {
    guard lent == nil else {
      // NB: reentrant: the value is a local of the outer fold.
      let result = try next(lent.unsafelyUnwrapped.pointee)
      if lent != nil { pointer.initialize(to: result) } else { pointer.pointee = result }
      lent = nil
      return
    }
    let current = pointer.move()
    let result: Value
    do {
      result = try withUnsafePointer(to: current) { address in
        lent = address
        return try next(current)
      }
    } catch {
      if lent != nil {
        lent = nil
        pointer.initialize(to: current)
      }
      throw error
    }
    if lent != nil {
      lent = nil
      pointer.initialize(to: result)
    } else {
      pointer.pointee = result
    }
  }
}
