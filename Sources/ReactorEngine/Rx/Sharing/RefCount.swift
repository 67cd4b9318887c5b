/// RxSwift's `multicast(makeSubject:)`: subscribers attach to a subject, made lazily and
/// dropped with its connection, which `connect()` subscribes to the source.
final class MulticastConnectable<Element> {
  let source: Observable<Element>
  private let makeSubject: () -> SharedSubject<Element>
  var subject: SharedSubject<Element>?
  var connection: MulticastConnection<Element>?

  init(_ source: Observable<Element>, makeSubject: @escaping () -> SharedSubject<Element>) {
    self.source = source
    self.makeSubject = makeSubject
  }

  private var lazySubject: SharedSubject<Element> {
    if let subject { return subject }
    let subject = makeSubject()
    self.subject = subject
    return subject
  }

  func connect() -> any Disposable {
    if let connection { return connection }
    let upstream = SingleAssignmentDisposable()
    let connection = MulticastConnection(
      parent: self, subject: lazySubject.on, subscription: upstream)
    self.connection = connection
    upstream.setDisposable(source.subscribeEvents { connection.on($0) })
    return connection
  }

  func subscribe(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    lazySubject.observable.subscribeEvents(observer)
  }
}

/// The source subscription of a ``MulticastConnectable``, ended by the source's end.
final class MulticastConnection<Element>: Disposable {
  private var parent: MulticastConnectable<Element>?
  private let subject: (Event<Element>) -> Void
  private let subscription: any Disposable
  private var isDisposed = false

  init(
    parent: MulticastConnectable<Element>, subject: @escaping (Event<Element>) -> Void,
    subscription: any Disposable
  ) {
    self.parent = parent
    self.subject = subject
    self.subscription = subscription
  }

  func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    if event.isStopEvent { dispose() }
    subject(event)
  }

  func dispose() {
    isDisposed = true
    guard let parent else { return }
    if parent.connection === self {
      parent.connection = nil
      parent.subject = nil
    }
    self.parent = nil
    subscription.dispose()
  }
}

/// RxSwift's `refCount()`: connects with the first subscriber, disconnects when the last
/// leaves or when the source ends (a new connection id, so stale subscribers change nothing).
final class RefCount<Element> {
  let connectable: MulticastConnectable<Element>
  var count = 0
  var connectionID = 0
  var connection: (any Disposable)?

  init(_ connectable: MulticastConnectable<Element>) {
    self.connectable = connectable
  }

  var observable: Observable<Element> {
    Observable(producer: { [self] downstream in
      let sink = RefCountSink(parent: self, downstream: downstream)
      sink.run()
      return sink
    })
  }
}

private final class RefCountSink<Element>: Sink<Element> {
  private let parent: RefCount<Element>
  private let cancel = SingleAssignmentDisposable()
  private var connectionID = -1

  init(parent: RefCount<Element>, downstream: @escaping (Event<Element>) -> Void) {
    self.parent = parent
    super.init(downstream: downstream)
  }

  func run() {
    let subscription = parent.connectable.subscribe { [self] in on($0) }
    connectionID = parent.connectionID
    guard !isDisposed else {
      cancel.setDisposable(subscription)
      return
    }
    if parent.count == 0 {
      parent.count = 1
      parent.connection = parent.connectable.connect()
    } else {
      parent.count += 1
    }
    cancel.setDisposable(
      Disposables.create { [self, parent] in
        subscription.dispose()
        guard parent.connectionID == connectionID else { return }
        if parent.count == 1 {
          parent.count = 0
          parent.connection?.dispose()
          parent.connection = nil
        } else {
          parent.count -= 1
        }
      })
  }

  private func on(_ event: Event<Element>) {
    if event.isStopEvent, parent.connectionID == connectionID {
      let connection = parent.connection
      parent.count = 0
      parent.connectionID &+= 1
      parent.connection = nil
      connection?.dispose()
    }
    forward(event)
    if event.isStopEvent { dispose() }
  }

  override func disposeSubscriptions() {
    cancel.dispose()
  }
}
