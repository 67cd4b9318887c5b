/// The trait of ``Completable``: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails, as RxSwift's `Completable`.
///
/// ```swift
/// let save: Completable = .create { observer in
///   observer(.completed)
///   return Disposables.create()
/// }
/// _ = save.andThen(Single.just("saved")).subscribe(onSuccess: { print($0) })
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` sends: its error, or completion.
public enum CompletableEvent {
  /// The completable failed.
  case error(any Error)
  /// The completable finished.
  case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
  /// What ``create(subscribe:)`` hands its closure.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// A completable built by `subscribe` for each subscription; only its first event counts.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
  ) -> Completable {
    Completable(
      raw: .create { observer in
        subscribe { event in
          switch event {
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        }
      })
  }

  /// A completable that completes at once.
  public static func empty() -> Completable {
    Completable(raw: .empty())
  }

  /// Subscribes `observer` to the completable's one event.
  public func subscribe(_ observer: @escaping CompletableObserver) -> any Disposable {
    var isStopped = false
    return source.subscribe { event in
      guard !isStopped else { return }
      isStopped = true
      switch event {
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes with a handler for completion, one for the error, and one run on disposal.
  ///
  /// ```swift
  /// save.subscribe(onCompleted: { print("saved") }, onError: { print($0) })
  /// ```
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposed = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .error(let error): onError?(error)
      case .completed: onCompleted?()
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// `second`'s events once this completes; an error of this ends the result.
  public func andThen<Second>(_ second: Single<Second>) -> Single<Second> {
    Single(raw: concatenated(second.asObservable()))
  }

  /// `second`'s events once this completes; an error of this ends the result.
  public func andThen<Second>(_ second: Maybe<Second>) -> Maybe<Second> {
    Maybe(raw: concatenated(second.asObservable()))
  }

  /// `second`'s events once this completes; an error of this ends the result.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: concatenated(second.asObservable()))
  }

  /// `second`'s events once this completes; an error of this ends the result.
  ///
  /// ```swift
  /// login.andThen(reactor.state.map(\.user))
  /// ```
  public func andThen<Second>(_ second: Observable<Second>) -> Observable<Second> {
    concatenated(second)
  }

  /// This completable, then `second` subscribed when it completes, as RxSwift's
  /// `ConcatCompletable`: the completable's subscription is released after `second`'s is made.
  private func concatenated<Second>(_ second: Observable<Second>) -> Observable<Second> {
    let first = source
    return Observable(producer: { downstream in
      let subscription = SerialDisposable()
      let firstSubscription = SingleAssignmentDisposable()
      subscription.replace(with: firstSubscription)
      firstSubscription.setDisposable(
        first.subscribeEvents { event in
          switch event {
          case .next: break
          case .error(let error):
            guard !subscription.isDisposed else { return }
            downstream(.error(error))
            subscription.dispose()
          case .completed:
            subscription.replace(
              with: second.subscribeEvents { event in
                guard !subscription.isDisposed else { return }
                downstream(event)
                if event.isStopEvent { subscription.dispose() }
              })
          }
        })
      return subscription
    })
  }
}
