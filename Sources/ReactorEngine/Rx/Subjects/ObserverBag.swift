/// The observers of a subject, in subscription order, removable by key.
@usableFromInline
struct ObserverBag<Element> {
  @usableFromInline
  typealias Handlers = ContiguousArray<(key: Int, handler: (Event<Element>) -> Void)>

  @usableFromInline private(set) var handlers: Handlers = []
  @usableFromInline var nextKey = 0

  @usableFromInline init() {}

  var isEmpty: Bool { handlers.isEmpty }
  var count: Int { handlers.count }

  mutating func insert(_ handler: @escaping (Event<Element>) -> Void) -> Int {
    defer { nextKey += 1 }
    handlers.append((nextKey, handler))
    return nextKey
  }

  /// Removes the handler under `key`; false when there was none.
  @discardableResult
  mutating func remove(_ key: Int) -> Bool {
    guard let index = handlers.firstIndex(where: { $0.key == key }) else { return false }
    handlers.remove(at: index)
    return true
  }

  @usableFromInline mutating func removeAll() {
    handlers.removeAll()
  }

  /// Sends `event` to each handler of a snapshot.
  ///
  /// NB: callers pass a copy (`observers.handlers` read into a local), never the stored bag, so
  /// handlers may subscribe or unsubscribe while the event is being dispatched.
  @inlinable
  static func dispatch(_ event: Event<Element>, to handlers: Handlers) {
    for entry in handlers { entry.handler(event) }
  }
}
