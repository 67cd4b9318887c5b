import Synchronization

/// The side table that gives each reactor its `ReactorStorage`.
///
/// ReactorKit stores a reactor's action subject, state stream and current state in weak-keyed
/// map tables (Objective-C associated objects in older versions), which keeps the protocol's
/// requirements down to what a conformer writes. We do the same on Linux with one
/// `Mutex`-protected dictionary keyed by `ObjectIdentifier`; each entry holds a weak reference
/// to its reactor, so an identifier reused by a new object is recognised and dead entries are
/// purged (amortised, when the table doubles). Storage is created on first use.
@usableFromInline
enum ReactorStorageTable {
  @usableFromInline
  struct Table {
    @usableFromInline var entries: [ObjectIdentifier: Entry] = [:]
    @usableFromInline var purgeThreshold = 64

    @usableFromInline init() {}
  }

  /// NB: `@unchecked Sendable` because it crosses the table's lock: `owner` is a weak
  /// reference set once, and `storage` is only ever used by code holding the reactor that owns
  /// it, and reactors (like every Rx type here) are not `Sendable`, so that code runs in one
  /// isolation domain; the table's own mutations happen under the `Mutex`.
  @usableFromInline
  final class Entry: @unchecked Sendable {
    @usableFromInline weak let owner: AnyObject?
    @usableFromInline let storage: AnyObject

    @usableFromInline init(owner: AnyObject, storage: AnyObject) {
      self.owner = owner
      self.storage = storage
    }
  }

  @usableFromInline static let table = Mutex(Table())

  @inlinable
  static func storage<R: Reactor>(for reactor: R) -> ReactorStorage<R> {
    let id = ObjectIdentifier(reactor)
    if let entry = table.withLock({ $0.entries[id] }), entry.owner === reactor {
      return unsafeDowncast(entry.storage, to: ReactorStorage<R>.self)
    }
    let created = Entry(owner: reactor, storage: ReactorStorage<R>())
    let (entry, dead) = table.withLock { table -> (Entry, [Entry]) in
      if let existing = table.entries[id], existing.owner === created.owner {
        return (existing, [])
      }
      // NB: an entry under this identifier whose owner died is handed back to be released
      // outside the lock, like the purged ones.
      var dead: [Entry] = []
      if let replaced = table.entries.updateValue(created, forKey: id) { dead.append(replaced) }
      guard table.entries.count >= table.purgeThreshold else { return (created, dead) }
      table.entries = table.entries.filter { _, entry in
        if entry.owner != nil { return true }
        dead.append(entry)
        return false
      }
      table.purgeThreshold = max(64, table.entries.count * 2)
      return (created, dead)
    }
    // NB: dead storages are released here, outside the lock: their dispose bags may run code.
    _ = consume dead
    return unsafeDowncast(entry.storage, to: ReactorStorage<R>.self)
  }
}
