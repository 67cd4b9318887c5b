extension Reactor {
  /// A pulsed field of the state: its value on subscription, then its value each time it is
  /// assigned, even to an equal value.
  ///
  /// States that do not assign the field are skipped (its count did not change).
  ///
  /// ```swift
  /// reactor.pulse(\.$alertMessage)
  ///   .compactMap { $0 }
  ///   .subscribe(onNext: { message in showAlert(message) })
  /// ```
  public func pulse<Result>(
    _ transformToPulse: @escaping (State) throws -> Pulse<Result>
  ) -> Observable<Result> {
    state.map(transformToPulse).distinctUntilChanged(\.valueUpdatedCount).map(\.value)
  }
}
