/// A resource that can be released: a subscription, a scheduled work item.
///
/// Disposing stops the events of a subscription; disposing twice does nothing.
///
/// ```swift
/// let subscription = reactor.state.subscribe(onNext: { print($0) })
/// subscription.dispose()
/// ```
public protocol Disposable {
  /// Releases the resource.
  ///
  /// Idempotent: a second call has no effect.
  ///
  /// ```swift
  /// subscription.dispose()
  /// ```
  func dispose()
}

/// Factories for the common disposables.
///
/// Mirrors RxSwift's `Disposables` namespace.
///
/// ```swift
/// return Disposables.create { print("disposed") }
/// ```
public enum Disposables {
  /// A disposable that does nothing.
  ///
  /// Returned by sequences that finish synchronously.
  ///
  /// ```swift
  /// return Disposables.create()
  /// ```
  public static func create() -> any Disposable {
    NopDisposable()
  }

  /// A disposable that runs `dispose` once, on the first `dispose()` call.
  ///
  /// Later calls do nothing.
  ///
  /// ```swift
  /// return Disposables.create { timer.cancel() }
  /// ```
  public static func create(with dispose: @escaping () -> Void) -> any Disposable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both `first` and `second`.
  ///
  /// Useful when a subscription holds two resources.
  ///
  /// ```swift
  /// return Disposables.create(upstream, timer)
  /// ```
  public static func create(
    _ first: any Disposable, _ second: any Disposable
  ) -> any Disposable {
    AnonymousDisposable {
      first.dispose()
      second.dispose()
    }
  }
}

extension Disposable {
  /// Adds the disposable to `bag`, which disposes it when the bag is deallocated.
  ///
  /// The usual way to tie a subscription to an owner's lifetime.
  ///
  /// ```swift
  /// reactor.state.subscribe(onNext: render).disposed(by: disposeBag)
  /// ```
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}

// MARK: - Internal disposables

@usableFromInline
struct NopDisposable: Disposable {
  @usableFromInline init() {}
  @usableFromInline func dispose() {}
}

@usableFromInline
final class AnonymousDisposable: Disposable {
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var action: (() -> Void)?

  @usableFromInline init(_ action: @escaping () -> Void) {
    self.action = action
  }

  @usableFromInline func dispose() {
    guard let action else { return }
    self.action = nil
    action()
  }
}

/// Holds one disposable assigned after creation; disposing first disposes the later assignment.
@usableFromInline
final class SingleAssignmentDisposable: Disposable {
  @exclusivity(unchecked) private var disposable: (any Disposable)?
  @exclusivity(unchecked) @usableFromInline private(set) var isDisposed = false

  @usableFromInline init() {}

  @usableFromInline func setDisposable(_ disposable: any Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      self.disposable = disposable
    }
  }

  @usableFromInline func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let disposable = self.disposable
    self.disposable = nil
    disposable?.dispose()
  }
}

/// Holds one disposable at a time, the contract of RxSwift's `SerialDisposable`: assigning a
/// new one stores it and then disposes the one it replaces; once disposed, every later
/// assignment is disposed at once.
final class SerialDisposable: Disposable {
  @exclusivity(unchecked) private var current: (any Disposable)?
  @exclusivity(unchecked) private(set) var isDisposed = false

  /// Stores `disposable`, then disposes the previous one (in that order, as RxSwift does).
  func replace(with disposable: any Disposable) {
    guard !isDisposed else {
      disposable.dispose()
      return
    }
    let previous = current
    current = disposable
    previous?.dispose()
  }

  /// Disposes the current disposable and forgets it; later assignments are kept.
  func disposeCurrent() {
    let current = self.current
    self.current = nil
    current?.dispose()
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    disposeCurrent()
  }
}

/// A keyed group of any disposables, disposed together, in the order they were added.
typealias CompositeDisposable = DisposableGroup<ErasedDisposable>

extension DisposableGroup where Member == ErasedDisposable {
  /// Stores the disposable unless it was already removed (it finished during its subscription).
  func fill(_ key: Int, with disposable: any Disposable, isStillActive: Bool) {
    store(key, ErasedDisposable(base: disposable), isStillActive: isStillActive)
  }
}

/// Any disposable, as a member of a `DisposableGroup`.
struct ErasedDisposable: Disposable {
  let base: any Disposable

  func dispose() {
    base.dispose()
  }
}

/// A keyed group of disposables, disposed together, in the order they were added.
///
/// NB: a small array while there are few members (a merge rarely has more than a handful of
/// inner subscriptions alive, and a linear scan beats hashing there), a dictionary beyond
/// that: a `flatMap` with thousands of delayed inner streams in flight must not pay a linear
/// search and shift for every one that completes. Generic over the member so a group of
/// objects stores one reference per member, not an existential.
@usableFromInline
final class DisposableGroup<Member: Disposable>: Disposable {
  @usableFromInline init() {}

  private static var smallLimit: Int { 16 }

  @exclusivity(unchecked) private var small: [(key: Int, member: Member)] = []
  @exclusivity(unchecked) private var large: [Int: Member]?
  @exclusivity(unchecked) private var nextKey = 0
  @exclusivity(unchecked) private(set) var isDisposed = false

  /// Reserves a key for a member whose disposable is known only after subscribing.
  @usableFromInline func reserve() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  /// Stores the member unless it was already removed (it finished during its subscription).
  @usableFromInline func fill(_ key: Int, with member: Member, isStillActive: Bool) {
    store(key, member, isStillActive: isStillActive)
  }

  fileprivate func store(_ key: Int, _ member: Member, isStillActive: Bool) {
    if isDisposed || !isStillActive {
      member.dispose()
    } else if large != nil {
      large?[key] = member
    } else if small.count < Self.smallLimit {
      small.append((key, member))
    } else {
      var members = [Int: Member](minimumCapacity: Self.smallLimit * 2)
      for entry in small { members[entry.key] = entry.member }
      members[key] = member
      small = []
      large = members
    }
  }

  @usableFromInline func remove(_ key: Int) {
    let member: Member?
    if large != nil {
      member = large?.removeValue(forKey: key)
    } else if let index = small.firstIndex(where: { $0.key == key }) {
      member = small.remove(at: index).member
    } else {
      member = nil
    }
    member?.dispose()
  }

  @usableFromInline func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let members =
      large.map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? small.map(\.member)
    small = []
    large = nil
    for member in members { member.dispose() }
  }
}
