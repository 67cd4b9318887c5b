extension ObservableType {
  /// Drops each element equal, by `comparer`, to the one forwarded before it.
  ///
  /// The first element always passes.
  ///
  /// ```swift
  /// names.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
  /// ```
  public func distinctUntilChanged(
    _ comparer: @escaping (Element, Element) throws -> Bool
  ) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose key equals the key of the element forwarded before it.
  ///
  /// `Reactor.pulse(_:)` uses it with `\.valueUpdatedCount`.
  ///
  /// ```swift
  /// reactor.state.distinctUntilChanged(\.value)
  /// ```
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Drops each element whose key is equal, by `comparer`, to the previous element's key.
  ///
  /// The general form of the other overloads.
  ///
  /// ```swift
  /// states.distinctUntilChanged({ $0.value }, comparer: { $0 == $1 })
  /// ```
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      var lastKey: Key?
      return { event in
        switch event {
        case .next(let element):
          do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) { return }
            lastKey = key
            downstream(.next(element))
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

extension ObservableType where Element: Equatable {
  /// Drops each element equal to the one forwarded before it.
  ///
  /// The first element always passes.
  ///
  /// ```swift
  /// reactor.state.map(\.isLoading).distinctUntilChanged()
  /// ```
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}

extension ObservableType {
  /// Drops each element whose value at `keyPath` equals the previous forwarded element's.
  ///
  /// ```swift
  /// reactor.state.distinctUntilChanged(at: \.isLoading)
  /// ```
  public func distinctUntilChanged<Property: Equatable>(
    at keyPath: KeyPath<Element, Property>
  ) -> Observable<Element> {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
  }
}
