/// A counter whose change arrives 500 ms after the tap, with a loading flag and an alert.
///
/// The TCA side of the `async-counter` feature: a tap sets `isLoading` and starts a `.run`
/// effect that sleeps 500 ms on the injected clock, then sends a response that changes the
/// count, clears `isLoading` and sets the alert text. Taps do not cancel each other.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: AsyncCounterFeature.State()) {
///   AsyncCounterFeature(clock: clock)
/// }
/// store.send(.incrementButtonTapped)  // count 0, isLoading true
/// await clock.advance(by: .milliseconds(500))
/// store.state                         // count 1, isLoading false, alert "Increased!"
/// ```
public struct AsyncCounterFeature: Reducer {
  /// The counter's state.
  ///
  /// `alert` is `nil` until the first response.
  ///
  /// ```swift
  /// AsyncCounterFeature.State()  // count 0, isLoading false, alert nil
  /// ```
  public struct State: Equatable, Sendable {
    /// The current count.
    ///
    /// Changed only by responses.
    ///
    /// ```swift
    /// state.count
    /// ```
    public var count = 0
    /// Whether a change is on its way.
    ///
    /// Set by a tap, cleared by a response.
    ///
    /// ```swift
    /// state.isLoading
    /// ```
    public var isLoading = false
    /// The message to show after a change: `"Increased!"` or `"Decreased!"`.
    ///
    /// `nil` before any change.
    ///
    /// ```swift
    /// state.alert  // "Increased!"
    /// ```
    public var alert: String?

    /// A state with the given values; by default count 0, not loading, no alert.
    ///
    /// For tests that start mid-way.
    ///
    /// ```swift
    /// AsyncCounterFeature.State(count: 3)
    /// ```
    public init(count: Int = 0, isLoading: Bool = false, alert: String? = nil) {
      self.count = count
      self.isLoading = isLoading
      self.alert = alert
    }
  }

  /// The counter's actions: two taps and their delayed responses.
  ///
  /// Responses are sent by the effect, not by the view.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)
  /// ```
  public enum Action: Equatable, Sendable {
    /// The minus button was tapped.
    ///
    /// Starts loading; `decrementResponse` follows 500 ms later.
    ///
    /// ```swift
    /// store.send(.decrementButtonTapped)
    /// ```
    case decrementButtonTapped
    /// The plus button was tapped.
    ///
    /// Starts loading; `incrementResponse` follows 500 ms later.
    ///
    /// ```swift
    /// store.send(.incrementButtonTapped)
    /// ```
    case incrementButtonTapped
    /// The delayed decrement arrived.
    ///
    /// Decrements, stops loading, alerts "Decreased!".
    ///
    /// ```swift
    /// await send(.decrementResponse)
    /// ```
    case decrementResponse
    /// The delayed increment arrived.
    ///
    /// Increments, stops loading, alerts "Increased!".
    ///
    /// ```swift
    /// await send(.incrementResponse)
    /// ```
    case incrementResponse
  }

  /// How long a change takes to arrive.
  ///
  /// The seed's 500 ms.
  ///
  /// ```swift
  /// try await clock.sleep(for: AsyncCounterFeature.delay)
  /// ```
  public static let delay = Duration.milliseconds(500)

  let clock: any Clock<Duration>

  /// Creates the feature sleeping on `clock`.
  ///
  /// Inject a ``TestClock`` to control time, an ``ImmediateClock`` to skip it.
  ///
  /// ```swift
  /// AsyncCounterFeature(clock: TestClock())
  /// ```
  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// The counter's logic.
  ///
  /// Taps start loading and a delayed response; responses apply the change.
  ///
  /// ```swift
  /// AsyncCounterFeature(clock: clock).body
  /// ```
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.isLoading = true
        return .run { [clock] send in
          try await clock.sleep(for: Self.delay)
          await send(.decrementResponse)
        }

      case .incrementButtonTapped:
        state.isLoading = true
        return .run { [clock] send in
          try await clock.sleep(for: Self.delay)
          await send(.incrementResponse)
        }

      case .decrementResponse:
        state.count -= 1
        state.isLoading = false
        state.alert = "Decreased!"
        return .none

      case .incrementResponse:
        state.count += 1
        state.isLoading = false
        state.alert = "Increased!"
        return .none
      }
    }
  }
}
