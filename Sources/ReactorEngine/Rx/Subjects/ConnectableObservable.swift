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
public final class ConnectableObservable<Element>: Observable<Element> {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let subject: ReplaySubject<Element>
  @usableFromInline var connection: (any Disposable)?

  @usableFromInline init(source: Observable<Element>, subject: ReplaySubject<Element>) {
    self.source = source
    self.subject = subject
    super.init(.subject)
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

  // NB: subscribing subscribes to the shared subject: what it replays, then what follows.
  override func subscribeSubject(
    _ handler: @escaping (Event<Element>) -> Void
  ) -> any Disposable {
    subject.subscribeSubject(handler)
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
