/// The seed's parent feature: places the counter and adds a reset button.
///
/// As written in the study note: the counter's state and actions are embedded in the
/// parent's, `Scope` runs the child first, and the parent handles only `resetButtonTapped`.
///
/// ```swift
/// let store = Store(initialState: CounterDashboardFeature.State()) {
///   CounterDashboardFeature()
/// }
/// store.scope(state: \.counter, action: \.counter).send(.incrementButtonTapped)
/// store.send(.resetButtonTapped)
/// store.state.counter.count  // 0
/// ```
public struct CounterDashboardFeature: Reducer {
  /// The dashboard's state: the child counter's state.
  ///
  /// `counter` is what `Scope` and `store.scope` focus on.
  ///
  /// ```swift
  /// CounterDashboardFeature.State().counter.count  // 0
  /// ```
  public struct State: Equatable {
    /// The child counter.
    ///
    /// Reset by the parent.
    ///
    /// ```swift
    /// state.counter.count = 0
    /// ```
    public var counter = CounterScopeFeature.State()

    /// A dashboard whose counter is at 0.
    ///
    /// The seed's default.
    ///
    /// ```swift
    /// CounterDashboardFeature.State()
    /// ```
    public init() {}
  }

  /// The dashboard's actions: the child's, wrapped, and its own reset.
  ///
  /// Child actions arrive as `.counter(...)`.
  ///
  /// ```swift
  /// store.send(.counter(.incrementButtonTapped))
  /// ```
  public enum Action {
    /// An action of the child counter.
    ///
    /// Handled by the scoped `CounterScopeFeature`.
    ///
    /// ```swift
    /// .counter(.incrementButtonTapped)
    /// ```
    case counter(CounterScopeFeature.Action)
    /// The reset button was tapped.
    ///
    /// Sets the counter back to 0.
    ///
    /// ```swift
    /// store.send(.resetButtonTapped)
    /// ```
    case resetButtonTapped
  }

  /// Creates the feature.
  ///
  /// It has no dependencies.
  ///
  /// ```swift
  /// CounterDashboardFeature()
  /// ```
  public init() {}

  /// The child scoped in first, then the parent's own logic.
  ///
  /// Exactly the seed's body.
  ///
  /// ```swift
  /// CounterDashboardFeature().body
  /// ```
  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      CounterScopeFeature()
    }

    Reduce { state, action in
      switch action {
      case .counter:
        break

      case .resetButtonTapped:
        state.counter.count = 0
      }

      return .none
    }
  }
}

extension CounterDashboardFeature.Action: CasePathable {
  /// The action's case paths, as `@CasePathable` would generate them.
  ///
  /// One member per case.
  ///
  /// ```swift
  /// CounterDashboardFeature.Action.allCasePaths.counter
  /// ```
  public struct AllCasePaths: Sendable {
    /// The `counter` case, holding a child action.
    ///
    /// What `\.counter` resolves to.
    ///
    /// ```swift
    /// Scope(state: \.counter, action: \.counter) { CounterScopeFeature() }
    /// ```
    public var counter: AnyCasePath<CounterDashboardFeature.Action, CounterScopeFeature.Action> {
      AnyCasePath(
        embed: { .counter($0) },
        extract: { if case let .counter(action) = $0 { action } else { nil } }
      )
    }

    /// The `resetButtonTapped` case.
    ///
    /// It has no associated value.
    ///
    /// ```swift
    /// let keyPath: CaseKeyPath<CounterDashboardFeature.Action, Void> = \.resetButtonTapped
    /// ```
    public var resetButtonTapped: AnyCasePath<CounterDashboardFeature.Action, Void> {
      AnyCasePath(
        embed: { .resetButtonTapped },
        extract: { if case .resetButtonTapped = $0 { () } else { nil } }
      )
    }
  }

  /// The case paths of every case.
  ///
  /// Case key paths such as `\.counter` read their members.
  ///
  /// ```swift
  /// CounterDashboardFeature.Action.allCasePaths
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
