import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The task executor a root store runs its `.run` effects on.
///
/// Jobs are queued FIFO and run only when someone drains the executor with
/// ``runUntilIdle()``, synchronously, on the draining thread. A store drains in
/// `runEffects()`; a ``TestClock`` drains after waking each sleeper. So after a `send` or an
/// `advance`, exactly the due work has run, in creation order, with no thread racing it.
///
/// ```swift
/// let executor = EffectExecutor()
/// Task(executorPreference: executor) { print("ran") }
/// executor.runUntilIdle()  // prints "ran", here, on this thread
/// ```
@usableFromInline
final class EffectExecutor: TaskExecutor {
  private struct Queue {
    var jobs: [UnownedJob] = []
    var head = 0
    var drainer: UInt?
  }

  private let queue = Mutex(Queue())
  @usableFromInline let pending = Atomic<Int>(0)

  /// The executor of the store whose effect is running, for clocks to drain after a wake-up.
  ///
  /// Bound around the creation of every effect task, so child tasks inherit it too.
  ///
  /// ```swift
  /// EffectExecutor.current?.runUntilIdle()
  /// ```
  @TaskLocal static var current: EffectExecutor?

  /// Creates an empty executor.
  ///
  /// One per root store.
  ///
  /// ```swift
  /// let executor = EffectExecutor()
  /// ```
  @usableFromInline
  init() {}

  /// Queues a job; it runs at the next ``runUntilIdle()``.
  ///
  /// Never runs the job itself, so enqueuing from inside a drain is safe.
  ///
  /// ```swift
  /// // Called by the Swift runtime.
  /// ```
  @usableFromInline
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock { $0.jobs.append(job) }
    pending.add(1, ordering: .releasing)
  }

  /// Whether any job is waiting to run.
  ///
  /// `true` right after an effect task is created or a sleeper is woken.
  ///
  /// ```swift
  /// if executor.hasPendingJobs { executor.runUntilIdle() }
  /// ```
  @inlinable
  var hasPendingJobs: Bool {
    pending.load(ordering: .acquiring) > 0
  }

  /// Runs queued jobs on this thread until none is left, including jobs they enqueue.
  ///
  /// Re-entrant calls from a job (an effect sending an action) return at once: the outer
  /// loop picks up whatever they queued.
  ///
  /// ```swift
  /// store.runEffects()        // drains
  /// executor.runUntilIdle()   // nothing left: returns at once
  /// ```
  @usableFromInline
  func runUntilIdle() {
    guard hasPendingJobs else { return }
    let thread = currentThreadID()
    let claimed = queue.withLock { queue -> Bool in
      if let drainer = queue.drainer {
        precondition(drainer == thread, "An effect executor was drained from two threads at once.")
        return false
      }
      queue.drainer = thread
      return true
    }
    guard claimed else { return }
    let executor = asUnownedTaskExecutor()
    while let job = nextJob() {
      job.runSynchronously(on: executor)
    }
  }

  /// Whether the current thread is draining this executor (that is, is inside an effect).
  ///
  /// `Send` checks it: the store behind an effect is only safe to touch from that thread.
  ///
  /// ```swift
  /// precondition(executor.isDrainingOnCurrentThread)
  /// ```
  var isDrainingOnCurrentThread: Bool {
    let thread = currentThreadID()
    return queue.withLock { $0.drainer == thread }
  }

  private func nextJob() -> UnownedJob? {
    queue.withLock { queue -> UnownedJob? in
      guard queue.head < queue.jobs.count else {
        queue.jobs.removeAll(keepingCapacity: true)
        queue.head = 0
        queue.drainer = nil
        return nil
      }
      let job = queue.jobs[queue.head]
      queue.head += 1
      pending.subtract(1, ordering: .relaxed)
      return job
    }
  }
}

private func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}

extension EffectExecutor {
  /// Drains `executor`, then yields to the caller's actor so that work its effects queued
  /// there (a call to a `@MainActor` closure) runs and hands back, and drains again, until two
  /// yields in a row bring nothing new: what a `TestStore` step and `TestClock.advance` do, as
  /// TCA and swift-clocks yield after each step for the same reason.
  ///
  /// NB: isolated to the caller, so that the draining happens where the caller is (the main
  /// actor, for a test), never on the global executor.
  ///
  /// ```swift
  /// await EffectExecutor.settle(store.core.executor)
  /// ```
  static func settle(
    _ executor: EffectExecutor?, isolation: isolated (any Actor)? = #isolation
  ) async {
    executor?.runUntilIdle()
    var idle = 0
    while idle < 2 {
      await Task.yield()
      if let executor, executor.hasPendingJobs {
        executor.runUntilIdle()
        idle = 0
      } else {
        idle += 1
      }
    }
  }
}
