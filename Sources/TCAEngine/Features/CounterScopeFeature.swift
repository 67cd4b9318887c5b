/// The seed's child feature: a counter that stands on its own.
///
/// As written in the study note, with `@Reducer`/`@ObservableState` replaced by a plain
/// `Reducer` conformance and the generated case paths written by hand.
///
/// ```swift
/// let store = Store(initialState: CounterScopeFeature.State()) { CounterScopeFeature() }
/// store.send(.incrementButtonTapped)
/// store.state.count  // 1
/// ```
public struct CounterScopeFeature: Reducer {
  /// The counter's state.
  ///
  /// Just the count, starting at 0.
  ///
  /// ```swift
  /// CounterScopeFeature.State().count  // 0
  /// ```
  public struct State: Equatable {
    /// The current count.
    ///
    /// Changed by one per tap.
    ///
    /// ```swift
    /// state.count += 1
    /// ```
    public var count = 0

    /// A counter at 0.
    ///
    /// The seed's default.
    ///
    /// ```swift
    /// CounterScopeFeature.State()
    /// ```
    public init() {}
  }

  /// The counter's buttons.
  ///
  /// One action per button.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)
  /// ```
  public enum Action {
    /// The minus button was tapped.
    ///
    /// Decrements the count.
    ///
    /// ```swift
    /// store.send(.decrementButtonTapped)
    /// ```
    case decrementButtonTapped
    /// The plus button was tapped.
    ///
    /// Increments the count.
    ///
    /// ```swift
    /// store.send(.incrementButtonTapped)
    /// ```
    case incrementButtonTapped
  }

  /// Creates the feature.
  ///
  /// It has no dependencies.
  ///
  /// ```swift
  /// CounterScopeFeature()
  /// ```
  public init() {}

  /// The counter's logic.
  ///
  /// Each tap changes the count by one; no effects.
  ///
  /// ```swift
  /// CounterScopeFeature().body
  /// ```
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1

      case .incrementButtonTapped:
        state.count += 1
      }

      return .none
    }
  }
}

extension CounterScopeFeature.Action: CasePathable {
  /// The action's case paths, as `@CasePathable` would generate them.
  ///
  /// One member per case.
  ///
  /// ```swift
  /// CounterScopeFeature.Action.allCasePaths.incrementButtonTapped
  /// ```
  public struct AllCasePaths: Sendable {
    /// The `decrementButtonTapped` case.
    ///
    /// It has no associated value.
    ///
    /// ```swift
    /// let keyPath: CaseKeyPath<CounterScopeFeature.Action, Void> = \.decrementButtonTapped
    /// ```
    public var decrementButtonTapped: AnyCasePath<CounterScopeFeature.Action, Void> {
      AnyCasePath(
        embed: { .decrementButtonTapped },
        extract: { if case .decrementButtonTapped = $0 { () } else { nil } }
      )
    }

    /// The `incrementButtonTapped` case.
    ///
    /// It has no associated value.
    ///
    /// ```swift
    /// let keyPath: CaseKeyPath<CounterScopeFeature.Action, Void> = \.incrementButtonTapped
    /// ```
    public var incrementButtonTapped: AnyCasePath<CounterScopeFeature.Action, Void> {
      AnyCasePath(
        embed: { .incrementButtonTapped },
        extract: { if case .incrementButtonTapped = $0 { () } else { nil } }
      )
    }
  }

  /// The case paths of every case.
  ///
  /// Case key paths such as `\.incrementButtonTapped` read their members.
  ///
  /// ```swift
  /// CounterScopeFeature.Action.allCasePaths
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
