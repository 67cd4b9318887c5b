/// A feature's logic: how an action changes state, and which effects it starts.
///
/// Conform with a `body` built from other reducers (the usual way) or implement
/// ``reduce(into:action:)`` directly. Body reducers run top to bottom on the same `inout`
/// state and their effects merge.
///
/// ```swift
/// struct CounterScopeFeature: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case decrementButtonTapped, incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .decrementButtonTapped: state.count -= 1
///       case .incrementButtonTapped: state.count += 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action>: SendableMetatype {
  // NB: `SendableMetatype` rules out main-actor-isolated conformances: a store runs its reducer
  // and creates effect tasks off any actor, and those tasks need the reducer's type.

  /// The state the reducer evolves.
  ///
  /// Usually a nested `struct State`.
  ///
  /// ```swift
  /// struct State: Equatable { var count = 0 }
  /// ```
  associatedtype State

  /// The actions the reducer handles.
  ///
  /// Usually a nested `enum Action`.
  ///
  /// ```swift
  /// enum Action { case incrementButtonTapped }
  /// ```
  associatedtype Action

  /// The type of ``body``; `Never` when the reducer implements ``reduce(into:action:)``.
  ///
  /// Inferred from `body`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> { … }
  /// ```
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run.
  ///
  /// Implemented for you when the reducer has a ``body``. Implement either `body` or this,
  /// not both: a store builds a reducer's `body` once and runs it directly.
  ///
  /// ```swift
  /// func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///   state.count += 1
  ///   return .none
  /// }
  /// ```
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in the order they are listed.
  ///
  /// Built with ``ReducerBuilder``: blocks, `if`/`else`, `if` without `else` and `for` loops.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.counter, action: \.counter) { CounterScopeFeature() }
  ///   Reduce { state, action in .none }
  /// }
  /// ```
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The reducer a store runs for this one: its body built once, or itself.
  ///
  /// An implementation detail of `Store`; do not implement it.
  ///
  /// ```swift
  /// // Store(initialState:reducer:) calls reducer._storeReducer() once.
  /// ```
  func _storeReducer() -> Reduce<State, Action>
}

/// The `Reducer` with the same state and action types as `R`.
///
/// Lets a body be written `some ReducerOf<Self>`.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// A reducer without a usable body runs itself.
  ///
  /// The default witness of the store's hook.
  ///
  /// ```swift
  /// Reduce<Int, Void> { _, _ in .none }._storeReducer()
  /// ```
  public func _storeReducer() -> Reduce<State, Action> {
    Reduce(self)
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` directly has no body.
  ///
  /// Asking for it is a programming error, as in TCA.
  ///
  /// ```swift
  /// Reduce<Int, Void> { _, _ in .none }.body  // traps
  /// ```
  public var body: Body {
    fatalError("'\(Self.self)' implements 'reduce(into:action:)' and has no 'body'.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  ///
  /// The default for reducers that describe themselves with a body.
  ///
  /// ```swift
  /// CounterScopeFeature().reduce(into: &state, action: .incrementButtonTapped)
  /// ```
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body.reduce(into: &state, action: action)
  }

  /// A reducer with a body runs that body, built once.
  ///
  /// NB: `body` is rebuilt on every `reduce` (as in TCA), which re-creates its key paths and
  /// case paths per action. A reducer is an immutable value, so the store builds the body
  /// once and keeps it: same behaviour, without per-action construction.
  ///
  /// ```swift
  /// CounterDashboardFeature()._storeReducer()
  /// ```
  public func _storeReducer() -> Reduce<State, Action> {
    body._storeReducer()
  }
}
