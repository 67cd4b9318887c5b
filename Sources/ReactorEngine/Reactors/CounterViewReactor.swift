/// The seed's counter (`002_6ecda97a9e4988ab.txt`), as written: a loading flag, the value
/// change delayed 500 ms on `MainScheduler.instance`, and a `@Pulse` alert.
///
/// `increase` emits `setLoading(true)` at once, `increaseValue` 500 ms later, then
/// `setLoading(false)` and `setAlertMessage("Increased!")`; `decrease` likewise. Run it inside
/// `VirtualTimeScheduler.withMain(_:operation:)`.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// let reactor = CounterViewReactor()
/// VirtualTimeScheduler.withMain(scheduler) {
///   reactor.action.onNext(.increase)
///   scheduler.advance(by: .milliseconds(500))
/// }
/// reactor.currentState.value  // 1
/// ```
public final class CounterViewReactor: Reactor {
  /// The user's taps.
  ///
  /// From the seed.
  ///
  /// ```swift
  /// reactor.action.onNext(.increase)
  /// ```
  public enum Action {
    case increase
    case decrease
  }

  /// The state changes, spelled as in the seed (`decraseValue` included).
  ///
  /// From the seed.
  ///
  /// ```swift
  /// Mutation.setLoading(true)
  /// ```
  public enum Mutation {
    case increaseValue
    case decraseValue
    case setLoading(Bool)
    case setAlertMessage(String)
  }

  /// The value, the loading flag and the pulsed alert.
  ///
  /// From the seed.
  ///
  /// ```swift
  /// reactor.pulse(\.$alertMessage)
  /// ```
  public struct State {
    /// The count.
    ///
    /// Changed only by the delayed `increaseValue`/`decraseValue`.
    ///
    /// ```swift
    /// reactor.currentState.value
    /// ```
    public var value: Int

    /// Whether an increase or decrease is in flight.
    ///
    /// Set at once, cleared after the delayed value change.
    ///
    /// ```swift
    /// reactor.currentState.isLoading
    /// ```
    public var isLoading: Bool

    /// The alert to show; a pulse, so each assignment counts.
    ///
    /// Observe it with `reactor.pulse(\.$alertMessage)`.
    ///
    /// ```swift
    /// reactor.currentState.alertMessage  // "Increased!"
    /// ```
    @Pulse public var alertMessage: String?

    /// Creates a state.
    ///
    /// The alert starts with a count of 0.
    ///
    /// ```swift
    /// CounterViewReactor.State(value: 0, isLoading: false, alertMessage: nil)
    /// ```
    public init(value: Int, isLoading: Bool, alertMessage: String?) {
      self.value = value
      self.isLoading = isLoading
      self.alertMessage = alertMessage
    }
  }

  /// Value 0, not loading, no alert.
  ///
  /// The first element of `state`.
  ///
  /// ```swift
  /// reactor.initialState.value  // 0
  /// ```
  public let initialState = State(value: 0, isLoading: false, alertMessage: nil)

  /// Creates the reactor.
  ///
  /// Its stream is built on first use.
  ///
  /// ```swift
  /// let reactor = CounterViewReactor()
  /// ```
  public init() {}

  /// The seed's `mutate`, as written.
  ///
  /// Uses `MainScheduler.instance`, so it must run with a virtual clock bound.
  ///
  /// ```swift
  /// reactor.action.onNext(.decrease)
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    // NB: the seed's body, verbatim; two of its lines run past 100 columns.
    switch action {
    case .increase:
      Observable.concat([
        Observable.just(Mutation.setLoading(true)),
        Observable.just(Mutation.increaseValue).delay(
          .milliseconds(500), scheduler: MainScheduler.instance),
        Observable.just(Mutation.setLoading(false)),
        Observable.just(Mutation.setAlertMessage("Increased!")),
      ])
    case .decrease:
      Observable.concat([
        Observable.just(Mutation.setLoading(true)),
        Observable.just(Mutation.decraseValue).delay(
          .milliseconds(500), scheduler: MainScheduler.instance),
        Observable.just(Mutation.setLoading(false)),
        Observable.just(Mutation.setAlertMessage("Decreased!")),
      ])
    }
  }

  /// The seed's `reduce`, as written.
  ///
  /// Every `setAlertMessage` counts as a pulse, even with the same text.
  ///
  /// ```swift
  /// reactor.reduce(state: reactor.initialState, mutation: .increaseValue).value  // 1
  /// ```
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state

    switch mutation {
    case .increaseValue:
      state.value += 1
    case .decraseValue:
      state.value -= 1
    case let .setLoading(isLoading):
      state.isLoading = isLoading
    case let .setAlertMessage(message):
      state.alertMessage = message
    }

    return state
  }
}
