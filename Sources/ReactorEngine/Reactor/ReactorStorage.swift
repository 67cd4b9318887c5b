import Synchronization

/// What ReactorKit keeps per reactor in associated objects: the action subject, the state
/// stream, its dispose bag, the current state, the stub.
@usableFromInline
final class ReactorStorage<R: Reactor> {
  @usableFromInline let action = ActionSubject<R.Action>()
  @usableFromInline let cells = ReactorCells<R>()
  @usableFromInline let disposeBag = DisposeBag()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  /// The state stream, once built: read with one atomic load, so that a reactor whose
  /// `state` is first read from several threads at once still builds it once (ReactorKit's
  /// `testStateStreamIsCreatedOnce`).
  @usableFromInline let state = AtomicLazyReference<Observable<R.State>>()
  /// Held while the state stream is built, so that it is built (and connected) once.
  @usableFromInline let stateCreation = Mutex(())
  @exclusivity(unchecked) @usableFromInline var isStubEnabled = false
  @exclusivity(unchecked) var stub: Stub<R>?

  @usableFromInline init() {}
}

/// The part of the storage the state stream itself writes and reads.
///
/// NB: kept apart from `ReactorStorage` so the stream's closures can hold it strongly without
/// a cycle (storage → dispose bag → stream → closure → storage).
///
/// The replay holds one to read `currentState` on every step without the storage lookup.
@usableFromInline
package final class ReactorCells<R: Reactor> {
  // NB: the stream's latest state is not kept here but read from its `replay(1)` subject,
  // which holds the same state, set just before subscribers see it: keeping it twice cost a
  // copy of the state (a retain of every string and array in it, released later) per
  // mutation. `writtenState` holds a state written through `currentState`'s setter (the
  // stub's relay) until the stream produces the next one, so the last writer wins.
  @exclusivity(unchecked) @usableFromInline var streamStates: ReplaySubject<R.State>? {
    didSet { unretainedStreamStates = streamStates.map(Unmanaged.passUnretained) }
  }
  @exclusivity(unchecked) @usableFromInline var unretainedStreamStates:
    Unmanaged<ReplaySubject<R.State>>?
  @exclusivity(unchecked) @usableFromInline var writtenState: R.State?
  @exclusivity(unchecked) @usableFromInline var actionProbe: ((R.Action) -> Void)?
  @exclusivity(unchecked) @usableFromInline var mutationProbe: ((R.Mutation) -> Void)?
  @exclusivity(unchecked) @usableFromInline var lifetimeProbe: MutateLifetimeProbe<R.Action>?

  /// The latest state written, by the stream or the stub, `nil` before any.
  @inlinable var currentState: R.State? {
    get { writtenState ?? unretainedStreamStates?._withUnsafeGuaranteedRef { $0.latest } }
    set { writtenState = newValue }
  }

  /// Notes that the stream produced a state, which replaces one the stub wrote before it.
  ///
  /// Called just before the state reaches the replay's buffer.
  @inlinable func streamWillProduceState() {
    if writtenState != nil { writtenState = nil }
  }

  /// Calls `body` with the latest state, by the stream or the stub; `nil` before any.
  ///
  /// Lent in place: reading `currentState` copies it (a retain and a release of every string
  /// and array in it) for a reader that wants a few fields. Lent `inout` only so that it is
  /// passed by address: `body` must not change it, nor send actions to the reactor, whose next
  /// state would replace the one it is lent.
  // NB: a method rather than `currentState` made visible: read from another module, the
  // property's accesses would be checked for exclusivity at run time.
  @inlinable
  package func withLatestState<Result>(_ body: (inout R.State) -> Result) -> Result? {
    if writtenState != nil { return body(&writtenState!) }
    guard let streamStates = unretainedStreamStates else { return nil }
    // NB: unretained: the subject has weak references (its subscriptions'), so retaining it
    // takes the runtime's slow path; `streamStates` keeps it alive.
    return streamStates._withUnsafeGuaranteedRef { subject in
      subject.latest == nil ? nil : body(&subject.latest!)
    }
  }
}
