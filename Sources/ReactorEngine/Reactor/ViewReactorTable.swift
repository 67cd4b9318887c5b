import Synchronization

/// The side table that holds each ``View``'s reactor, as ReactorKit's weak-keyed map table:
/// an entry lives as long as its view (entries of dead views are purged, amortised, when the
/// table doubles), and holds the reactor strongly.
enum ViewReactorTable {
  struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var purgeThreshold = 64
  }

  /// NB: `@unchecked Sendable` because it crosses the table's lock: `view` is a weak reference
  /// set once and `reactor` is only read and written by code holding the view, which (like
  /// every Rx type here) is not `Sendable`; the table's own mutations happen under the `Mutex`.
  final class Entry: @unchecked Sendable {
    weak let view: AnyObject?
    let reactor: AnyObject

    init(view: AnyObject, reactor: AnyObject) {
      self.view = view
      self.reactor = reactor
    }
  }

  static let table = Mutex(Table())

  static func reactor(of view: AnyObject) -> AnyObject? {
    guard let entry = table.withLock({ $0.entries[ObjectIdentifier(view)] }),
      entry.view === view
    else { return nil }
    return entry.reactor
  }

  static func setReactor(_ reactor: AnyObject?, of view: AnyObject) {
    let id = ObjectIdentifier(view)
    let created = reactor.map { Entry(view: view, reactor: $0) }
    let released = table.withLock { table -> [Entry] in
      var released: [Entry] = []
      if let created {
        if let replaced = table.entries.updateValue(created, forKey: id) {
          released.append(replaced)
        }
      } else if let removed = table.entries.removeValue(forKey: id) {
        released.append(removed)
      }
      guard table.entries.count >= table.purgeThreshold else { return released }
      table.entries = table.entries.filter { _, entry in
        if entry.view != nil { return true }
        released.append(entry)
        return false
      }
      table.purgeThreshold = max(64, table.entries.count * 2)
      return released
    }
    // NB: reactors are released here, outside the lock: their dispose bags may run code.
    _ = consume released
  }
}
