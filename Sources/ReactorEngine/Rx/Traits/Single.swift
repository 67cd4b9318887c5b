/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element or an error, as RxSwift's `Single`.
///
/// ```swift
/// func fetch() -> Single<String> {
///   Single.create { observer in
///     observer(.success("page"))
///     return Disposables.create()
///   }
/// }
/// _ = fetch().subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` sends: its element or its error.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequence where Trait == SingleTrait {
  /// What ``create(subscribe:)`` hands its closure.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// A single built by `subscribe` for each subscription; only its first event counts.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> any Disposable
  ) -> Single<Element> {
    Single(
      raw: .create { observer in
        subscribe { event in
          switch event {
          case .success(let element):
            observer.onNext(element)
            observer.onCompleted()
          case .failure(let error):
            observer.onError(error)
          }
        }
      })
  }

  /// A single of `element`.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: .just(element))
  }

  /// Subscribes `observer` to the single's one event.
  public func subscribe(_ observer: @escaping SingleObserver) -> any Disposable {
    var isStopped = false
    return source.subscribe { event in
      guard !isStopped else { return }
      isStopped = true
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.failure(error))
      case .completed: preconditionFailure("a Single can't complete without an element")
      }
    }
  }

  /// Subscribes with a handler for the element, one for the error, and one run on disposal
  /// (after either handler, or when the subscription is disposed first).
  ///
  /// ```swift
  /// single.subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
  /// ```
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposed = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .success(let element): onSuccess?(element)
      case .failure(let error): onFailure?(error)
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// RxSwift 5's spelling of ``subscribe(onSuccess:onFailure:onDisposed:)``.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping (any Error) -> Void,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// Subscribes with handlers that receive `object`, held weakly: once it is gone, nothing
  /// more is called.
  ///
  /// ```swift
  /// fetch().subscribe(with: self, onSuccess: { owner, page in owner.show(page) })
  /// ```
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onFailure: { [weak object] error in
        guard let object else { return }
        onFailure?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }

  /// The single of `transform` of the element.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    lifted { $0.map(transform) }
  }

  /// The single `selector` returns for the element.
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> Single<Result>
  ) -> Single<Result> {
    lifted { $0.flatMap { try selector($0).asObservable() } }
  }

  /// The single as a ``Maybe`` with its element.
  public func asMaybe() -> Maybe<Element> {
    lifted { $0 }
  }

  /// The single as a ``Completable``, its element dropped.
  public func asCompletable() -> Completable {
    lifted { $0.ignoreElements() }
  }

  /// The element, or `element` in place of an error.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    lifted { $0.catchAndReturn(element) }
  }
}
