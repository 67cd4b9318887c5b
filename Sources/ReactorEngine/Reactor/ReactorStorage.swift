/// What ReactorKit keeps per reactor in associated objects: the action subject, the state
/// stream, its dispose bag, the current state, the stub.
final class ReactorStorage<R: Reactor> {
  let action = ActionSubject<R.Action>()
  let cells = ReactorCells<R>()
  let disposeBag = DisposeBag()
  var state: Observable<R.State>?
  var isStubEnabled = false
  var stub: Stub<R>?
}

/// The part of the storage the state stream itself writes and reads.
///
/// NB: kept apart from `ReactorStorage` so the stream's closures can hold it strongly without
/// a cycle (storage → dispose bag → stream → closure → storage).
final class ReactorCells<R: Reactor> {
  var currentState: R.State?
  var actionProbe: ((R.Action) -> Void)?
  var mutationProbe: ((R.Mutation) -> Void)?
}
