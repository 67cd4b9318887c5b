/// Whether `take(until:behavior:)` also sends the element that ended it.
///
/// ```swift
/// numbers.take(until: { $0 > 3 }, behavior: .inclusive)
/// ```
public enum TakeBehavior: Sendable {
  /// Send the element that matched, then complete.
  case inclusive
  /// Complete without sending the element that matched.
  case exclusive
}

extension ObservableType {
  /// The elements until one satisfies `predicate`, then completion.
  ///
  /// With `.inclusive` the matching element is sent before completing; a throwing predicate
  /// fails the result.
  ///
  /// ```swift
  /// ticks.take(until: { $0 == 3 }, behavior: .inclusive)  // 0, 1, 2, 3, completed
  /// ```
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      var isRunning = true
      return { event in
        switch event {
        case .next(let element):
          guard isRunning else { return }
          do {
            isRunning = try !predicate(element)
          } catch {
            downstream(.error(error))
            subscription.dispose()
            return
          }
          if isRunning {
            downstream(event)
            return
          }
          if behavior == .inclusive { downstream(event) }
          downstream(.completed)
          subscription.dispose()
        case .error, .completed:
          downstream(event)
          subscription.dispose()
        }
      }
    }
  }

  /// The elements while `predicate` holds, then completion.
  ///
  /// Same as `take(until: { !predicate($0) }, behavior:)`.
  ///
  /// ```swift
  /// counts.take(while: { $0 < 10 })
  /// ```
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(until: { try !predicate($0) }, behavior: behavior)
  }
}
