/// A first-in, first-out queue of entries waiting for the other engine's entry at the same
/// position.
///
/// When the engines agree, entries leave as fast as they come, so the queue stays tiny; only an
/// engine that emits more than the other makes it grow.
struct EntryQueue {
  private var storage: [EntrySide] = []
  private var head = 0

  var isEmpty: Bool { head == storage.count }

  mutating func append(_ entry: EntrySide) {
    storage.append(entry)
  }

  mutating func popFirst() -> EntrySide? {
    guard head < storage.count else { return nil }
    let entry = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return entry
  }
}
