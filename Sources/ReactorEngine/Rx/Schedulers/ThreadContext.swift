#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Per-thread state of the Rx slice: the current-thread trampoline and the virtual clock bound to
/// `MainScheduler.instance`.
///
/// NB: stored with `pthread_setspecific`, so each thread (and each parallel test) has its own;
/// an instance is only ever touched by the thread that owns it, which is why this non-Sendable
/// class needs no lock. The key's destructor releases it when the thread exits.
@usableFromInline
final class ThreadContext {
  let trampoline = CurrentThreadTrampoline()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  // NB: unretained: `withMain` binds it only for the duration of its call, during which the
  // caller holds the scheduler, so the binding costs no reference counting on every send.
  @exclusivity(unchecked) @usableFromInline var boundMainScheduler: Unmanaged<VirtualTimeScheduler>?

  /// The scheduler `withMain` bound on this thread, if any.
  var mainScheduler: VirtualTimeScheduler? { boundMainScheduler?.takeUnretainedValue() }

  static var current: ThreadContext {
    currentUnmanaged.takeUnretainedValue()
  }

  /// This thread's context, created on first use, without retaining it: the thread holds it
  /// until it exits.
  static var currentUnmanaged: Unmanaged<ThreadContext> { currentUnmanaged(key: key) }

  /// `currentUnmanaged`, for a caller that keeps ``key`` at hand: reading the static costs a
  /// `swift_once` call on every access.
  @inlinable static func currentUnmanaged(key: pthread_key_t) -> Unmanaged<ThreadContext> {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<ThreadContext>.fromOpaque(pointer)
    }
    return makeCurrent(key: key)
  }

  /// Creates this thread's context, for its first use.
  @usableFromInline static func makeCurrent(key: pthread_key_t) -> Unmanaged<ThreadContext> {
    let context = Unmanaged.passRetained(ThreadContext())
    pthread_setspecific(key, context.toOpaque())
    return context
  }

  /// Whether this thread's current-thread trampoline is running work.
  // NB: read on every subscription; borrowing the context avoids retaining it.
  @usableFromInline static var isTrampolineActive: Bool {
    guard let pointer = pthread_getspecific(key) else { return false }
    return Unmanaged<ThreadContext>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
      $0.trampoline.isActive
    }
  }

  /// The key this thread's context is stored under.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      let status = pthread_key_create(&key) { pointer in
        Unmanaged<ThreadContext>.fromOpaque(pointer).release()
      }
    #else
      let status = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<ThreadContext>.fromOpaque(pointer).release()
      }
    #endif
    precondition(status == 0, "ReactorEngine: pthread_key_create failed (\(status))")
    return key
  }()
}
