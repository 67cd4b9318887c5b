/// `share()` and `share(replay: 1)` while connected, as RxSwift's optimised forms: not a
/// producer (no trampoline), one connection at a time, the latest element replayed from it.
final class ShareWhileConnected<Element>: Observable<Element> {
  let source: Observable<Element>
  let replaysLatest: Bool
  var connection: ShareConnection<Element>?

  init(source: Observable<Element>, replaysLatest: Bool) {
    self.source = source
    self.replaysLatest = replaysLatest
    super.init(.subject)
  }

  override func subscribeSubject(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable {
    let connection = self.connection ?? ShareConnection(parent: self)
    self.connection = connection
    let isFirst = connection.observers.isEmpty
    let key = connection.observers.insert(observer)
    if replaysLatest, let latest = connection.latest { observer(.next(latest)) }
    if isFirst { connection.connect() }
    return Disposables.create { connection.unsubscribe(key) }
  }
}

/// One connection of a ``ShareWhileConnected``: the source subscription and its observers.
final class ShareConnection<Element> {
  private let parent: ShareWhileConnected<Element>
  private let subscription = SingleAssignmentDisposable()
  private var isDisposed = false
  var observers = ObserverBag<Element>()
  var latest: Element?

  init(parent: ShareWhileConnected<Element>) {
    self.parent = parent
  }

  func connect() {
    subscription.setDisposable(parent.source.subscribeEvents { [self] in on($0) })
  }

  private func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    let handlers = observers.handlers
    switch event {
    case .next(let element):
      if parent.replaysLatest { latest = element }
    case .error, .completed:
      end()
    }
    ObserverBag.dispatch(event, to: handlers)
  }

  func unsubscribe(_ key: Int) {
    guard observers.remove(key), observers.isEmpty else { return }
    end()
    subscription.dispose()
  }

  private func end() {
    isDisposed = true
    if parent.connection === self { parent.connection = nil }
    observers.removeAll()
  }
}
