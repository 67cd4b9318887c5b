/// The trait of ``Maybe``: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element, as RxSwift's `Maybe`.
///
/// ```swift
/// let cached: Maybe<String> = cache.isEmpty ? .empty() : .just(cache)
/// _ = cached.subscribe(onSuccess: { print($0) }, onCompleted: { print("nothing") })
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` sends: its element, its error, or completion without an element.
public enum MaybeEvent<Element> {
  /// The element; the maybe is done.
  case success(Element)
  /// The maybe failed.
  case error(any Error)
  /// The maybe finished without an element.
  case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// What ``create(subscribe:)`` hands its closure.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// A maybe built by `subscribe` for each subscription; only its first event counts.
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> any Disposable
  ) -> Maybe<Element> {
    Maybe(
      raw: .create { observer in
        subscribe { event in
          switch event {
          case .success(let element):
            observer.onNext(element)
            observer.onCompleted()
          case .error(let error):
            observer.onError(error)
          case .completed:
            observer.onCompleted()
          }
        }
      })
  }

  /// A maybe of `element`.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: .just(element))
  }

  /// A maybe that completes without an element.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: .empty())
  }

  /// Subscribes `observer` to the maybe's one event.
  public func subscribe(_ observer: @escaping MaybeObserver) -> any Disposable {
    var isStopped = false
    return source.subscribe { event in
      guard !isStopped else { return }
      isStopped = true
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes with a handler per event and one run on disposal.
  ///
  /// ```swift
  /// maybe.subscribe(onSuccess: { print($0) }, onError: { print($0) }, onCompleted: {})
  /// ```
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposed = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .success(let element): onSuccess?(element)
      case .error(let error): onError?(error)
      case .completed: onCompleted?()
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// The maybe of `transform` of the element.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    lifted { $0.map(transform) }
  }

  /// The maybe `selector` returns for the element.
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> Maybe<Result>
  ) -> Maybe<Result> {
    lifted { $0.flatMap { try selector($0).asObservable() } }
  }

  /// The maybe as a ``Completable``, its element dropped.
  public func asCompletable() -> Completable {
    lifted { $0.ignoreElements() }
  }
}
