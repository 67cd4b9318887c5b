/// The counter of TCA's tutorial, as a ReactorKit user writes it: increment and decrement, a
/// number fact loaded in `mutate` with a loading flag, and a one-second timer that one button
/// starts and stops.
///
/// The timer is `Observable<Int>.interval` on `MainScheduler.instance`, ended by
/// `take(until:)` of the next `toggleTimer` action. The ReactorKit side of the `timer` pair.
///
/// ```swift
/// let reactor = TimerReactor()
/// reactor.action.onNext(.toggleTimer)  // count + 1 every second until the next toggle
/// ```
public final class TimerReactor: Reactor {
  /// The user's taps.
  ///
  /// ```swift
  /// reactor.action.onNext(.fetchFact)
  /// ```
  public enum Action: Equatable, Sendable {
    case increase
    case decrease
    case fetchFact
    case toggleTimer
  }

  /// The state changes; a timer tick is an `increaseValue`.
  ///
  /// ```swift
  /// TimerReactor.Mutation.setFact("1 is a good number.")
  /// ```
  public enum Mutation: Equatable, Sendable {
    case increaseValue
    case decreaseValue
    case setLoading(Bool)
    case setFact(String?)
    case setTimerRunning(Bool)
  }

  /// What the screen shows.
  ///
  /// ```swift
  /// reactor.currentState.count
  /// ```
  public struct State: Equatable, Sendable {
    /// The counter.
    public var count: Int
    /// Whether the timer is ticking.
    public var isTimerRunning: Bool
    /// Whether a fact request is in flight.
    public var isLoading: Bool
    /// The fact for the count, cleared when the count changes.
    public var fact: String?

    /// Memberwise, everything off by default.
    ///
    /// ```swift
    /// TimerReactor.State(count: 3)
    /// ```
    public init(
      count: Int = 0, isTimerRunning: Bool = false, isLoading: Bool = false, fact: String? = nil
    ) {
      self.count = count
      self.isTimerRunning = isTimerRunning
      self.isLoading = isLoading
      self.fact = fact
    }
  }

  /// The state before any action.
  ///
  /// ```swift
  /// TimerReactor().initialState.count  // 0
  /// ```
  public let initialState: State

  private let factClient: NumberFactClient

  /// Creates the reactor.
  ///
  /// ```swift
  /// let reactor = TimerReactor(initialState: .init(count: 5))
  /// ```
  public init(initialState: State = State(), factClient: NumberFactClient = NumberFactClient()) {
    self.initialState = initialState
    self.factClient = factClient
  }

  /// Each action's mutations.
  ///
  /// `fetchFact` clears the old fact and sends `setLoading(true)`, the fact, then
  /// `setLoading(false)`, as the tutorial's fact button clears the fact and sets the flag;
  /// `toggleTimer`
  /// starts the interval, or, while it runs, only marks it stopped (the running interval ends
  /// itself on that same action).
  ///
  /// ```swift
  /// reactor.mutate(action: .increase)  // .just(.increaseValue)
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase:
      return Observable.just(Mutation.increaseValue)

    case .decrease:
      return Observable.just(Mutation.decreaseValue)

    case .fetchFact:
      return Observable.concat([
        Observable.just(Mutation.setFact(nil)),
        Observable.just(Mutation.setLoading(true)),
        factClient.fact(for: currentState.count).map { Mutation.setFact($0) },
        Observable.just(Mutation.setLoading(false)),
      ])

    case .toggleTimer:
      guard !currentState.isTimerRunning else {
        return Observable.just(Mutation.setTimerRunning(false))
      }
      return Observable.concat([
        Observable.just(Mutation.setTimerRunning(true)),
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
          .take(until: self.action.filter { $0 == .toggleTimer })
          .map { _ in Mutation.increaseValue },
      ])
    }
  }

  /// Applies one mutation; a count change clears the fact, as in TCA's tutorial.
  ///
  /// ```swift
  /// reactor.reduce(state: .init(), mutation: .increaseValue).count  // 1
  /// ```
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue:
      state.count += 1
      state.fact = nil
    case .decreaseValue:
      state.count -= 1
      state.fact = nil
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    case .setFact(let fact):
      state.fact = fact
    case .setTimerRunning(let isTimerRunning):
      state.isTimerRunning = isTimerRunning
    }
    return state
  }
}
