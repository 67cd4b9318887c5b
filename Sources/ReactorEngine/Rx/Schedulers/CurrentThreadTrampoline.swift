/// Work queued on a thread's trampoline.
@usableFromInline
protocol TrampolineTask: AnyObject {
  func runTrampolineTask()
}

/// The queue behind `CurrentThreadScheduler`: work scheduled while the thread is already running
/// trampoline work is queued FIFO and run after it, in a loop, never by recursion.
@usableFromInline
final class CurrentThreadTrampoline {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) @usableFromInline private(set) var isActive = false
  @exclusivity(unchecked) private var queue: [any TrampolineTask] = []
  @exclusivity(unchecked) private var head = 0

  @usableFromInline static var current: CurrentThreadTrampoline {
    ThreadContext.current.trampoline
  }

  /// Runs `task` now if the trampoline is idle (then drains the queue), else queues it.
  func schedule(_ task: any TrampolineTask) {
    if isActive {
      queue.append(task)
      return
    }
    isActive = true
    task.runTrampolineTask()
    drain()
  }

  /// Queues `task`; only valid while the trampoline is active.
  @usableFromInline func enqueue(_ task: any TrampolineTask) {
    queue.append(task)
  }

  /// Marks the trampoline active around `body`, then drains what `body` queued.
  @usableFromInline func run(_ body: () -> Void) {
    isActive = true
    body()
    drain()
  }

  private func drain() {
    while head < queue.count {
      let task = queue[head]
      head += 1
      // NB: compact now and then so a long chain of queued actions keeps memory flat.
      if head >= 1024 && head * 2 >= queue.count {
        queue.removeFirst(head)
        head = 0
      }
      task.runTrampolineTask()
    }
    queue.removeAll(keepingCapacity: true)
    head = 0
    isActive = false
  }
}
