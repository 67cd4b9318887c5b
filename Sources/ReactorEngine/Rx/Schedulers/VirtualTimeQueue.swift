/// One unit of work on a `VirtualTimeScheduler`; disposing it before it runs cancels it.
final class VirtualTimeItem: Disposable {
  let due: Int64
  let sequence: UInt64
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var work: (() -> any Disposable)?
  @exclusivity(unchecked) private var result: (any Disposable)?
  @exclusivity(unchecked) private var isDisposed = false

  init(due: Int64, sequence: UInt64, work: @escaping () -> any Disposable) {
    self.due = due
    self.sequence = sequence
    self.work = work
  }

  func run() {
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

  func precedes(_ other: VirtualTimeItem) -> Bool {
    (due, sequence) < (other.due, other.sequence)
  }
}

/// A binary min-heap of work ordered by (due time, scheduling order).
struct VirtualTimeQueue {
  private var heap: [VirtualTimeItem] = []

  var first: VirtualTimeItem? { heap.first }

  mutating func insert(_ item: VirtualTimeItem) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
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
      if left < heap.count && heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count && heap[right].precedes(heap[smallest]) { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
