/// A multicast sequence: subscribers share one subscription to the source, made by `connect()`.
///
/// `replay(_:)` returns one backed by a `ReplaySubject`. Subscribers attach to the subject;
/// nothing flows from the source until `connect()`.
///
/// ```swift
/// let shared = source.replay(1)
/// let connection = shared.connect()
/// _ = shared.subscribe(onNext: { print($0) })  // gets the latest element at once
/// ```
public final class ConnectableObservable<Element>: ObservableType {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let subject: ReplaySubject<Element>
  @usableFromInline var connection: (any Disposable)?

  @usableFromInline init(source: Observable<Element>, subject: ReplaySubject<Element>) {
    self.source = source
    self.subject = subject
  }

  /// Subscribes the subject to the source, once; later calls return the same connection.
  ///
  /// Disposing the connection unsubscribes from the source.
  ///
  /// ```swift
  /// shared.connect().disposed(by: disposeBag)
  /// ```
  @inlinable
  public func connect() -> any Disposable {
    if let connection { return connection }
    let upstream = SingleAssignmentDisposable()
    let connection = AnonymousDisposable { [weak self] in
      upstream.dispose()
      self?.connection = nil
    }
    self.connection = connection
    upstream.setDisposable(source.subscribe(subject))
    return connection
  }

  /// Subscribes `observer` to the shared subject.
  ///
  /// It receives what the subject replays, then the events that follow.
  ///
  /// ```swift
  /// let subscription = shared.subscribe(subject)
  /// ```
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The shared sequence as an `Observable`.
  ///
  /// Subscribing to it subscribes to the subject.
  ///
  /// ```swift
  /// let state: Observable<State> = shared.asObservable()
  /// ```
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}

extension ObservableType {
  /// Shares one subscription to this sequence and replays the last `bufferSize` elements to
  /// each subscriber.
  ///
  /// Call `connect()` to start. ReactorKit ends its state stream with `replay(1)`.
  ///
  /// ```swift
  /// let state = states.replay(1)
  /// state.connect().disposed(by: disposeBag)
  /// ```
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    ConnectableObservable(
      source: asObservable(), subject: .create(bufferSize: bufferSize))
  }
}
