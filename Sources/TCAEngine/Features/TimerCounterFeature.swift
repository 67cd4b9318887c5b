/// The counter of TCA's own tutorial: plus and minus, a number fact, a one-second timer.
///
/// The TCA side of the `timer` feature, written as "Meet the Composable Architecture" writes
/// it. A fact request sets `isLoading` and asks the `numberFact` client about the current
/// count; the timer button toggles `isTimerRunning` and starts a `.run` looping over
/// `clock.timer(interval: .seconds(1))`, cancellable by id, or cancels it. Every change of
/// the count clears the fact. Time and facts come from `@Dependency`.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: TimerCounterFeature.State()) {
///   TimerCounterFeature()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// store.send(.toggleTimerButtonTapped)
/// store.runEffects()
/// await clock.advance(by: .seconds(3))
/// store.state.count  // 3
/// ```
public struct TimerCounterFeature: Reducer, Sendable {
  /// The counter's state.
  public struct State: Equatable, Sendable {
    /// The current count.
    public var count = 0
    /// The fact about the count, once fetched; cleared when the count changes.
    public var fact: String?
    /// Whether a fact is on its way.
    public var isLoading = false
    /// Whether the timer is ticking.
    public var isTimerRunning = false

    /// A state with the given values; by default a stopped counter at 0 with no fact.
    public init(
      count: Int = 0, fact: String? = nil, isLoading: Bool = false, isTimerRunning: Bool = false
    ) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
      self.isTimerRunning = isTimerRunning
    }
  }

  /// The counter's actions: the view's taps, and what the effects send back.
  public enum Action: Equatable, Sendable {
    /// The minus button was tapped.
    case decrementButtonTapped
    /// The fact button was tapped: fetch a fact about the count.
    case factButtonTapped
    /// The fact arrived.
    case factResponse(String)
    /// The plus button was tapped.
    case incrementButtonTapped
    /// The timer ticked: count one up.
    case timerTick
    /// The timer button was tapped: start or stop the timer.
    case toggleTimerButtonTapped
  }

  /// The ids of the feature's cancellable effects.
  public enum CancelID: Hashable, Sendable {
    /// The timer's effect.
    case timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  /// Creates the feature; its clock and fact client are dependencies.
  public init() {}

  /// The counter's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(numberFact.fetch(count)))
        }

      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}
