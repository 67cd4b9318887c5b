/// A dashboard composing a child `CounterReactor` the way ReactorKit apps compose.
///
/// The child view binds to `counter`, so increments and decrements go to
/// `dashboard.counter.action`. The dashboard binds the child's state into its own mutations in
/// `transform(mutation:)` (`counter.state.map { .setCount($0.value) }`, merged with its own),
/// so each child state yields one dashboard state. A parent cannot write a child's state, so
/// `reset` resets the child by sending it an action: `mutate(.reset)` calls
/// `counter.action.onNext(.reset)`, which the current-thread trampoline queues until the
/// dashboard's action has finished; the child's new state then flows back as `setCount(0)`.
/// Because the child's state replays its latest value, the dashboard's stream produces two
/// elements while it connects, `initialState` and then `setCount` of the child's current
/// value; a subscriber, which receives the replay of the latest, starts at the latter.
///
/// ```swift
/// let dashboard = CounterDashboardReactor()
/// dashboard.counter.action.onNext(.increase)
/// dashboard.currentState.count  // 1
/// dashboard.action.onNext(.reset)
/// dashboard.currentState.count  // 0
/// ```
public final class CounterDashboardReactor: Reactor {
  /// The dashboard's own actions.
  ///
  /// Increments and decrements belong to the child.
  ///
  /// ```swift
  /// dashboard.action.onNext(.reset)
  /// ```
  public enum Action: Equatable, Sendable {
    case reset
  }

  /// The dashboard's state changes.
  ///
  /// All come from the child's state.
  ///
  /// ```swift
  /// CounterDashboardReactor.Mutation.setCount(2)
  /// ```
  public enum Mutation: Equatable, Sendable {
    case setCount(Int)
  }

  /// The count the dashboard shows.
  ///
  /// Mirrors the child's value.
  ///
  /// ```swift
  /// dashboard.currentState.count
  /// ```
  public struct State: Equatable, Sendable {
    /// The child's value, as last seen.
    ///
    /// Projected as the feature's `count`.
    ///
    /// ```swift
    /// CounterDashboardReactor.State(count: 1).count  // 1
    /// ```
    public var count: Int

    /// Creates a state.
    ///
    /// Memberwise.
    ///
    /// ```swift
    /// CounterDashboardReactor.State(count: 0)
    /// ```
    public init(count: Int) {
      self.count = count
    }
  }

  /// The child counter; bind the child view (and send increments) to it.
  ///
  /// Owned by the dashboard.
  ///
  /// ```swift
  /// dashboard.counter.action.onNext(.increase)
  /// ```
  public let counter: CounterReactor

  /// The child's initial value as the count.
  ///
  /// The first element of `state`.
  ///
  /// ```swift
  /// CounterDashboardReactor().initialState.count  // 0
  /// ```
  public let initialState: State

  /// Creates a dashboard over `counter`.
  ///
  /// The count starts at the child's initial value.
  ///
  /// ```swift
  /// let dashboard = CounterDashboardReactor(counter: CounterReactor())
  /// ```
  public init(counter: CounterReactor = CounterReactor()) {
    self.counter = counter
    initialState = State(count: counter.initialState.value)
  }

  /// `reset` asks the child to reset; its new state arrives through `transform(mutation:)`.
  ///
  /// Emits no mutation of its own.
  ///
  /// ```swift
  /// dashboard.action.onNext(.reset)
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .reset:
      counter.action.onNext(.reset)
      return .empty()
    }
  }

  /// Merges the child's states, as `setCount`, into the dashboard's mutations.
  ///
  /// Called once, when the dashboard's stream is built.
  ///
  /// ```swift
  /// Observable.merge(mutation, counter.state.map { .setCount($0.value) })
  /// ```
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    Observable.merge(mutation, counter.state.map { Mutation.setCount($0.value) })
  }

  /// Stores the count.
  ///
  /// Pure.
  ///
  /// ```swift
  /// dashboard.reduce(state: .init(count: 0), mutation: .setCount(3)).count  // 3
  /// ```
  public func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .setCount(let count): State(count: count)
    }
  }
}
