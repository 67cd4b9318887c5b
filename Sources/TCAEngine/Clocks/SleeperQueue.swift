/// The sleepers of a ``TestClock``, ordered by (deadline, scheduling order).
///
/// A binary min-heap of keys beside a table of live sleepers by id: waking the next sleeper and
/// cancelling one by id are both O(log n) amortised, so a replay with thousands of effects
/// asleep at once stays linear. A cancelled sleeper leaves its key in the heap; the key is
/// dropped when it reaches the top.
///
/// ```swift
/// var queue = SleeperQueue<String>()
/// queue.insert("late", id: 0, deadline: .milliseconds(300))
/// queue.insert("early", id: 1, deadline: .milliseconds(100))
/// queue.popFirst(dueBy: .seconds(1))  // (1, .milliseconds(100), "early")
/// ```
struct SleeperQueue<Value> {
  private struct Key {
    let deadline: Duration
    let id: UInt64

    func precedes(_ other: Key) -> Bool {
      deadline != other.deadline ? deadline < other.deadline : id < other.id
    }
  }

  private var heap: [Key] = []
  private var live: [UInt64: Value] = [:]

  /// Whether no sleeper is waiting.
  var isEmpty: Bool { live.isEmpty }

  /// How many sleepers are waiting.
  var count: Int { live.count }

  /// Adds a sleeper; ids must increase with scheduling order.
  mutating func insert(_ value: Value, id: UInt64, deadline: Duration) {
    live[id] = value
    heap.append(Key(deadline: deadline, id: id))
    siftUp(heap.count - 1)
  }

  /// Removes the sleeper `id`, if it is still waiting, and returns it.
  mutating func remove(id: UInt64) -> Value? {
    live.removeValue(forKey: id)
  }

  /// The earliest deadline among the waiting sleepers.
  mutating func firstDeadline() -> Duration? {
    dropStaleTop()
    return heap.first?.deadline
  }

  /// Removes and returns the earliest sleeper whose deadline is at or before `deadline`.
  mutating func popFirst(dueBy deadline: Duration) -> (
    id: UInt64, deadline: Duration, value: Value
  )? {
    dropStaleTop()
    guard let top = heap.first, top.deadline <= deadline else { return nil }
    removeTop()
    guard let value = live.removeValue(forKey: top.id) else { return nil }
    return (top.id, top.deadline, value)
  }

  private mutating func dropStaleTop() {
    while let top = heap.first, live[top.id] == nil { removeTop() }
  }

  private mutating func removeTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(0)
  }

  private mutating func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, heap[left].precedes(heap[first]) { first = left }
      if right < heap.count, heap[right].precedes(heap[first]) { first = right }
      guard first != parent else { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}
