/// A weak reference that cannot be reassigned, for closures that must not keep their owner
/// alive.
///
/// NB: used instead of a `[weak self]` capture on hot paths: a weak capture is a mutable box
/// whose every read passes a run-time exclusivity check, while a `weak let` is read without.
///
/// ```swift
/// let owner = WeakReference(self)
/// return { owner.object?.reduce(state: $0, mutation: $1) ?? $0 }
/// ```
@usableFromInline
struct WeakReference<Object: AnyObject> {
  @usableFromInline weak let object: Object?

  @usableFromInline init(_ object: Object) {
    self.object = object
  }
}
