extension ObservableType {
  /// The sequence as a ``Single``: its one element at completion; `RxError.noElements` when it
  /// completes empty, `RxError.moreThanOneElement` at a second element.
  ///
  /// ```swift
  /// Observable.of(1, 2).asSingle()  // fails with RxError.moreThanOneElement
  /// ```
  public func asSingle() -> Single<Element> {
    Single(raw: atMostOne(requiringOne: true))
  }

  /// The sequence as a ``Maybe``: its element, if any, at completion;
  /// `RxError.moreThanOneElement` at a second element.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: atMostOne(requiringOne: false))
  }

  /// Every element in one array, sent at completion: a ``Single``.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).toArray()  // success([1, 2, 3])
  /// ```
  public func toArray() -> Single<[Element]> {
    Single(
      raw: Observable.lift(asObservable()) { downstream, subscription in
        var list: [Element] = []
        return { event in
          switch event {
          case .next(let element):
            list.append(element)
            return
          case .error(let error):
            downstream(.error(error))
          case .completed:
            downstream(.next(list))
            downstream(.completed)
          }
          subscription.dispose()
        }
      })
  }

  private func atMostOne(requiringOne: Bool) -> Observable<Element> {
    Observable.lift(asObservable()) { downstream, subscription in
      var element: Element?
      return { event in
        switch event {
        case .next(let next):
          guard element == nil else {
            downstream(.error(RxError.moreThanOneElement))
            subscription.dispose()
            return
          }
          element = next
          return
        case .error:
          downstream(event)
        case .completed:
          if let element {
            downstream(.next(element))
            downstream(.completed)
          } else if requiringOne {
            downstream(.error(RxError.noElements))
          } else {
            downstream(.completed)
          }
        }
        subscription.dispose()
      }
    }
  }
}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``.
  ///
  /// ```swift
  /// save.ignoreElements().asCompletable()
  /// ```
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}
