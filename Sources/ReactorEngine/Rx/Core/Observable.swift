/// A cold observable sequence: each subscription runs the sequence anew.
///
/// Build one with the creation operators (`just`, `empty`, `from`, `concat`, `merge`, `create`)
/// and transform it with the operators on ``ObservableType``. Like RxSwift's `Observable`, it is
/// a class — so `===` and `weak` references work, and the subjects are `Observable`s
/// themselves (`Observable.merge(subjectA, subjectB)`) — and it is not `Sendable`: Swift
/// confines it to one isolation domain.
///
/// ```swift
/// let subscription = Observable.just(1).map { $0 + 1 }.subscribe(onNext: { print($0) })
/// ```
public class Observable<Element>: ObservableType {
  // NB: `just` and `empty` are kept as data, not closures, so `flatMap` and `catch` can handle
  // the synchronous effects reactors return most often without allocating a subscription.
  @usableFromInline
  enum Representation {
    case just(Element)
    case empty
    case failure(any Error)
    case producer((@escaping (Event<Element>) -> Void) -> any Disposable)
    // NB: a subject's stream. RxSwift's subjects are not `Producer`s, so subscribing to one
    // does not open the current-thread trampoline; every other sequence does.
    case hot((@escaping (Event<Element>) -> Void) -> any Disposable)
    // NB: a subclass's stream (the subjects, `ConnectableObservable`): `subscribeSubject`,
    // which they override. Also outside the trampoline, as RxSwift's subjects are.
    case subject
  }

  @usableFromInline let representation: Representation

  @usableFromInline init(_ representation: Representation) {
    self.representation = representation
  }

  @usableFromInline init(producer: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable)
  {
    representation = .producer(producer)
  }

  @usableFromInline init(
    hot subscribe: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable
  ) {
    representation = .hot(subscribe)
  }

  /// The stream of a subclass that is its own source (a subject): overridden there.
  @usableFromInline
  func subscribeSubject(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    preconditionFailure("Observable.subscribeSubject: overridden by every subclass that uses it")
  }

  /// Runs the sequence, delivering its events to `observer`.
  @inlinable
  final func subscribeEvents(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    switch representation {
    case .hot(let subscribe): return subscribe(observer)
    case .subject: return subscribeSubject(observer)
    default: break
    }
    // NB: as RxSwift's `Producer.subscribe`, a subscription made outside the current-thread
    // trampoline runs inside it, so work scheduled on `CurrentThreadScheduler` meanwhile (a
    // `from`'s elements) waits until the subscription is made: `merge` of two `from`s
    // interleaves them.
    guard ThreadContext.isTrampolineActive else {
      var subscription: (any Disposable)?
      CurrentThreadTrampoline.current.run { subscription = subscribeInTrampoline(observer) }
      return subscription ?? NopDisposable()
    }
    return subscribeInTrampoline(observer)
  }

  @inlinable
  func subscribeInTrampoline(
    _ observer: @escaping (Event<Element>) -> Void
  ) -> any Disposable {
    switch representation {
    case .just(let element):
      observer(.next(element))
      observer(.completed)
      return NopDisposable()
    case .empty:
      observer(.completed)
      return NopDisposable()
    case .failure(let error):
      observer(.error(error))
      return NopDisposable()
    case .producer(let subscribe), .hot(let subscribe):
      return subscribe(observer)
    case .subject:
      return subscribeSubject(observer)
    }
  }

  /// Subscribes `observer` to the sequence's events.
  ///
  /// Each call runs the sequence anew (the sequence is cold), inside the current-thread
  /// trampoline as in RxSwift.
  ///
  /// ```swift
  /// Observable.just(1).subscribe(subject)
  /// ```
  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscribeEvents(observer.on)
  }

  /// Returns `self`.
  ///
  /// Present so generic code over ``ObservableType`` can reach the canonical form.
  ///
  /// ```swift
  /// let same = observable.asObservable()
  /// ```
  public final func asObservable() -> Observable<Element> {
    self
  }
}
