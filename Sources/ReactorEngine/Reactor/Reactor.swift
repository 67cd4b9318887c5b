/// A UI-independent layer that turns a view's actions into its state: Action → Mutation → State.
///
/// A conformer declares `Action`, `Mutation` (defaults to `Action`), `State`, `initialState`,
/// `mutate(action:)`, `reduce(state:mutation:)` and, if it needs them, the three `transform`s;
/// everything else (`action`, `state`, `currentState`, stubs) comes from this library, exactly
/// as in ReactorKit. The state stream is built once, lazily, on the first access to `action` or
/// `state`, and connected at once: actions are observed on the current-thread trampoline,
/// `flatMap`ped through `mutate` (an error ends only that effect), reduced with `scan`, started
/// with `initialState`, and shared with a replay of one. Every mutation emits a state, equal
/// or not, and `currentState` is set before subscribers see it.
///
/// ```swift
/// final class CounterReactor: Reactor {
///   enum Action { case increase }
///   enum Mutation { case increaseValue }
///   struct State { var value = 0 }
///   let initialState = State()
///
///   func mutate(action: Action) -> Observable<Mutation> {
///     .just(.increaseValue)
///   }
///
///   func reduce(state: State, mutation: Mutation) -> State {
///     var state = state
///     state.value += 1
///     return state
///   }
/// }
/// ```
public protocol Reactor: AnyObject {
  /// What the user (or the view) does.
  ///
  /// Send actions with `reactor.action.onNext(_:)`.
  ///
  /// ```swift
  /// enum Action { case increase, decrease }
  /// ```
  associatedtype Action

  /// A change to the state, produced by `mutate(action:)`.
  ///
  /// Defaults to `Action`, in which case `mutate` defaults to `.just(action)`.
  ///
  /// ```swift
  /// enum Mutation { case increaseValue, setLoading(Bool) }
  /// ```
  associatedtype Mutation = Action

  /// What the view renders.
  ///
  /// Mark one-shot fields `@Pulse`.
  ///
  /// ```swift
  /// struct State { var value: Int; @Pulse var alertMessage: String? }
  /// ```
  associatedtype State

  /// The scheduler type actions are observed on.
  ///
  /// As in ReactorKit, any immediate scheduler.
  ///
  /// ```swift
  /// var scheduler: Scheduler { CurrentThreadScheduler.instance }
  /// ```
  typealias Scheduler = ImmediateSchedulerType

  /// The subject to send actions to; accessing it builds the state stream.
  ///
  /// Provided by the library.
  ///
  /// ```swift
  /// reactor.action.onNext(.increase)
  /// ```
  var action: ActionSubject<Action> { get }

  /// The state before any mutation; the first element of `state`.
  ///
  /// Read once, when the state stream is built.
  ///
  /// ```swift
  /// let initialState = State(value: 0)
  /// ```
  var initialState: State { get }

  /// The latest state the stream produced (`initialState` before it produced any).
  ///
  /// Set before subscribers see the state. Provided by the library.
  ///
  /// ```swift
  /// reactor.currentState.value
  /// ```
  var currentState: State { get }

  /// The state stream: hot, replaying the latest state to each new subscriber.
  ///
  /// Provided by the library.
  ///
  /// ```swift
  /// reactor.state.map(\.value).subscribe(onNext: { print($0) })
  /// ```
  var state: Observable<State> { get }

  /// The scheduler the action stream is observed on; defaults to `CurrentThreadScheduler`.
  ///
  /// Read once, when the stream is built. The default serialises actions on the current
  /// thread's trampoline: an action sent while another is being handled waits for it.
  ///
  /// ```swift
  /// reactor.scheduler  // CurrentThreadScheduler.instance
  /// ```
  var scheduler: Scheduler { get }

  /// Transforms the action stream before `mutate`; called once, when the stream is built.
  ///
  /// Defaults to the identity.
  ///
  /// ```swift
  /// func transform(action: Observable<Action>) -> Observable<Action> {
  ///   action.filter { _ in isEnabled }
  /// }
  /// ```
  func transform(action: Observable<Action>) -> Observable<Action>

  /// The mutations an action causes; the place for side effects.
  ///
  /// Effects of different actions run concurrently (`flatMap`); an error ends only the effect
  /// that failed, keeping the mutations it already sent.
  ///
  /// ```swift
  /// func mutate(action: Action) -> Observable<Mutation> {
  ///   .just(.increaseValue)
  /// }
  /// ```
  func mutate(action: Action) -> Observable<Mutation>

  /// Transforms the mutation stream before `reduce`; called once, when the stream is built.
  ///
  /// Defaults to the identity. Merge other sources of mutations here.
  ///
  /// ```swift
  /// func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
  ///   Observable.merge(mutation, session.map { .setUser($0) })
  /// }
  /// ```
  func transform(mutation: Observable<Mutation>) -> Observable<Mutation>

  /// The state after `mutation`; keep it free of side effects.
  ///
  /// Called once per mutation.
  ///
  /// ```swift
  /// func reduce(state: State, mutation: Mutation) -> State {
  ///   var state = state
  ///   state.value += 1
  ///   return state
  /// }
  /// ```
  func reduce(state: State, mutation: Mutation) -> State

  /// Transforms the state stream before it is shared; called once, when the stream is built.
  ///
  /// Defaults to the identity.
  ///
  /// ```swift
  /// func transform(state: Observable<State>) -> Observable<State> {
  ///   state.do(onNext: { print($0) })
  /// }
  /// ```
  func transform(state: Observable<State>) -> Observable<State>
}

// MARK: - Default implementations

extension Reactor {
  /// `CurrentThreadScheduler.instance`, as in ReactorKit.
  ///
  /// The default `scheduler`.
  ///
  /// ```swift
  /// reactor.scheduler  // CurrentThreadScheduler.instance
  /// ```
  public var scheduler: Scheduler {
    CurrentThreadScheduler.instance
  }

  /// Returns `action` unchanged.
  ///
  /// The default `transform(action:)`.
  ///
  /// ```swift
  /// reactor.transform(action: actions)  // actions
  /// ```
  public func transform(action: Observable<Action>) -> Observable<Action> {
    action
  }

  /// Returns an empty sequence: the action causes no mutation.
  ///
  /// The default `mutate(action:)`.
  ///
  /// ```swift
  /// reactor.mutate(action: .ignored)  // completes at once
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    .empty()
  }

  /// Returns `mutation` unchanged.
  ///
  /// The default `transform(mutation:)`.
  ///
  /// ```swift
  /// reactor.transform(mutation: mutations)  // mutations
  /// ```
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation
  }

  /// Returns `state` unchanged.
  ///
  /// The default `reduce(state:mutation:)`.
  ///
  /// ```swift
  /// reactor.reduce(state: state, mutation: mutation)  // state
  /// ```
  public func reduce(state: State, mutation: Mutation) -> State {
    state
  }

  /// Returns `state` unchanged.
  ///
  /// The default `transform(state:)`.
  ///
  /// ```swift
  /// reactor.transform(state: states)  // states
  /// ```
  public func transform(state: Observable<State>) -> Observable<State> {
    state
  }
}

extension Reactor where Action == Mutation {
  /// Returns `.just(action)`: each action is its own mutation.
  ///
  /// The default `mutate(action:)` when `Mutation` is `Action`.
  ///
  /// ```swift
  /// reactor.mutate(action: .increase)  // .just(.increase)
  /// ```
  public func mutate(action: Action) -> Observable<Mutation> {
    .just(action)
  }
}
