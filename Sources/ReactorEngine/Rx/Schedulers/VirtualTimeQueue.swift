/// Something a `VirtualTimeScheduler` runs when it comes due.
///
/// Operators on the hot path (`delay`) subclass it and queue themselves, so a pending event
/// costs a heap entry rather than a work item and two closures.
class VirtualTimeWork {
  /// Runs the work; called once per time it was queued.
  func runScheduled() {}

  /// Whether the work was cancelled: the scheduler drops it without moving the clock to it.
  var isCancelled: Bool { false }
}

/// One unit of work on a `VirtualTimeScheduler`; disposing it before it runs cancels it.
final class VirtualTimeItem: VirtualTimeWork, Disposable {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var work: (() -> any Disposable)?
  @exclusivity(unchecked) private var result: (any Disposable)?
  @exclusivity(unchecked) private var isDisposed = false

  init(work: @escaping () -> any Disposable) {
    self.work = work
  }

  override var isCancelled: Bool { isDisposed }

  override func runScheduled() {
    guard let work else { return }
    self.work = nil
    let result = work()
    if isDisposed { result.dispose() } else { self.result = result }
  }

  func dispose() {
    isDisposed = true
    work = nil
    result?.dispose()
    result = nil
  }
}

/// A binary min-heap of work ordered by (due time, scheduling order).
struct VirtualTimeQueue {
  typealias Entry = (due: Int128, sequence: UInt64, work: VirtualTimeWork)

  private var heap: [Entry] = []

  var first: Entry? { heap.first }
  /// The number of entries queued, cancelled ones not yet dropped included.
  var count: Int { heap.count }

  mutating func insert(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func removeFirst() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count && Self.precedes(heap[left], heap[smallest]) { smallest = left }
      if right < heap.count && Self.precedes(heap[right], heap[smallest]) { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }

  private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.due, lhs.sequence) < (rhs.due, rhs.sequence)
  }
}
