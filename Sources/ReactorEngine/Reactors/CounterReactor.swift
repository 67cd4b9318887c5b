/// A synchronous counter: each action is reduced during `action.onNext`.
///
/// The ReactorKit side of the `counter` feature and the child of `CounterDashboardReactor`,
/// which resets it by sending it `reset` (a parent cannot write a child's state).
///
/// ```swift
/// let reactor = CounterReactor()
/// reactor.action.onNext(.increase)
/// reactor.currentState.value  // 1
/// ```
public final class CounterReactor: Reactor {
  /// The user's actions.
  ///
  /// `reset` is sent by the dashboard.
  ///
  /// ```swift
  /// reactor.action.onNext(.reset)
  /// ```
  public enum Action: Equatable, Sendable {
    case increase
    case decrease
    case reset
  }

  /// The state changes.
  ///
  /// One per action.
  ///
  /// ```swift
  /// CounterReactor.Mutation.setValue(0)
  /// ```
  public enum Mutation: Equatable, Sendable {
    case increaseValue
    case decreaseValue
    case setValue(Int)
  }

  /// The counter's value.
  ///
  /// Projected as the feature's `count`.
  ///
  /// ```swift
  /// reactor.currentState.value
  /// ```
  public struct State: Equatable, Sendable {
    /// The count.
    ///
    /// Starts at the initial state's value.
    ///
    /// ```swift
    /// CounterReactor.State(value: 3).value  // 3
    /// ```
    public var value: Int

    /// Creates a state.
    ///
    /// Memberwise.
    ///
    /// ```swift
    /// CounterReactor.State(value: 0)
    /// ```
    public init(value: Int) {
      self.value = value
    }
  }

  /// The state before any action.
  ///
  /// Value 0 unless given.
  ///
  /// ```swift
  /// CounterReactor(initialState: .init(value: 5)).initialState.value  // 5
  /// ```
  public let initialState: State

  /// Creates a counter starting at `initialState`.
  ///
  /// Its stream is built on first use.
  ///
  /// ```swift
  /// let reactor = CounterReactor()
  /// ```
  public init(initialState: State = State(value: 0)) {
    self.initialState = initialState
  }

  /// One synchronous mutation per action.
  ///
  /// `increase` → `increaseValue`, `decrease` → `decreaseValue`, `reset` → `setValue(0)`.
  ///
  /// ```swift
  /// reactor.mutate(action: .reset)  // .just(.setValue(0))
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase: .just(.increaseValue)
    case .decrease: .just(.decreaseValue)
    case .reset: .just(.setValue(0))
    }
  }

  /// Applies the mutation to the value.
  ///
  /// Pure.
  ///
  /// ```swift
  /// reactor.reduce(state: .init(value: 1), mutation: .increaseValue).value  // 2
  /// ```
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue: state.value += 1
    case .decreaseValue: state.value -= 1
    case .setValue(let value): state.value = value
    }
    return state
  }
}
