/// What ReactorKit keeps per reactor in associated objects: the action subject, the state
/// stream, its dispose bag, the current state, the stub.
@usableFromInline
final class ReactorStorage<R: Reactor> {
  @usableFromInline let action = ActionSubject<R.Action>()
  @usableFromInline let cells = ReactorCells<R>()
  let disposeBag = DisposeBag()
  @usableFromInline var state: Observable<R.State>?
  @usableFromInline var isStubEnabled = false
  var stub: Stub<R>?

  @usableFromInline init() {}
}

/// The part of the storage the state stream itself writes and reads.
///
/// NB: kept apart from `ReactorStorage` so the stream's closures can hold it strongly without
/// a cycle (storage → dispose bag → stream → closure → storage).
@usableFromInline
final class ReactorCells<R: Reactor> {
  @usableFromInline var currentState: R.State?
  var actionProbe: ((R.Action) -> Void)?
  var mutationProbe: ((R.Mutation) -> Void)?
}
