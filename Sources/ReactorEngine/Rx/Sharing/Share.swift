/// How long `share(replay:scope:)` keeps its subject, and with it what it replays.
///
/// ```swift
/// let shared = source.share(replay: 1, scope: .forever)
/// ```
public enum SubjectLifetimeScope {
  /// A subject per connection: once every subscriber has gone (or the source has ended), the
  /// next subscriber starts a new connection with nothing to replay.
  case whileConnected
  /// One subject for good: later subscribers get what it replays, its end included.
  case forever
}

extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying the last `replay`
  /// elements to each new one, with RxSwift's reference counting.
  ///
  /// The first subscriber connects to the source; when the last one leaves the connection is
  /// disposed. With `.whileConnected` (the default) each connection has a fresh buffer; with
  /// `.forever` one subject lives as long as the shared sequence.
  ///
  /// ```swift
  /// let count = reactor.state.map(\.count).share(replay: 1)
  /// count.bind(to: label).disposed(by: disposeBag)
  /// count.map { $0 > 0 }.bind(to: resetButton).disposed(by: disposeBag)
  /// ```
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    let source = asObservable()
    switch (scope, replay) {
    case (.forever, 0):
      let subject = PublishSubject<Element>()
      return RefCount(MulticastConnectable(source) { SharedSubject(subject) }).observable
    case (.forever, _):
      let subject = ReplaySubject<Element>.create(bufferSize: replay)
      return RefCount(MulticastConnectable(source) { SharedSubject(subject) }).observable
    case (.whileConnected, 0), (.whileConnected, 1):
      return ShareWhileConnected(source: source, replaysLatest: replay == 1)
    case (.whileConnected, _):
      return RefCount(
        MulticastConnectable(source) {
          SharedSubject(ReplaySubject<Element>.create(bufferSize: replay))
        }
      ).observable
    }
  }
}

/// A subject as multicasting sees it: what subscribers attach to and where events go.
struct SharedSubject<Element> {
  let observable: Observable<Element>
  let on: (Event<Element>) -> Void

  init<Subject: Observable<Element> & ObserverType>(_ subject: Subject)
  where Subject.Element == Element {
    observable = subject
    on = subject.on
  }
}
