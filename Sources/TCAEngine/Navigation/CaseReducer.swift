/// A reducer made of one child reducer per case of enum state: what `@Reducer enum` expands to.
///
/// SPEC §10: `expand` rewrites `@Reducer enum Destination { case add(AddFeature) }` into an
/// enum conforming to this protocol, with nested `State` and `Action` enums (one case per
/// child) and a `static var body` scoping each case. A parent then integrates it without a
/// closure: `.ifLet(\.$destination, action: \.destination)`.
///
/// ```swift
/// enum Destination: CaseReducer {
///   case add(AddFeature)
///   enum State: CaseReducerState, CasePathable {
///     typealias StateReducer = Destination
///     case add(AddFeature.State)
///     // AllCasePaths …
///   }
///   enum Action: CasePathable { case add(AddFeature.Action) /* AllCasePaths … */ }
///   static var body: some ReducerOf<Self> {
///     Scope(state: \.add, action: \.add) { AddFeature() }
///   }
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // NB: Restated so the static body's type is inferred as `Body`, not `Never` from the
  // default instance body of reducers that implement `reduce(into:action:)`.
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body

  /// The reducer for every case, built from one `Scope` per case.
  ///
  /// ```swift
  /// static var body: some ReducerOf<Self> { Scope(state: \.add, action: \.add) { AddFeature() } }
  /// ```
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The static body, so a case reducer is a reducer like any other.
  ///
  /// ```swift
  /// Destination.body  // what Destination().body would be, had it an instance
  /// ```
  public var body: Body { Self.body }
}

/// The `State` of a ``CaseReducer``: names the enum reducer it belongs to.
///
/// ```swift
/// enum State: CaseReducerState { typealias StateReducer = Destination; case add(AddFeature.State) }
/// ```
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  ///
  /// ```swift
  /// typealias StateReducer = Destination
  /// ```
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// `ifLet` for an optional enum child whose state names its ``CaseReducer``: no closure.
  ///
  /// ```swift
  /// .ifLet(\.destination, action: \.destination)
  /// ```
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, ChildState.StateReducer.Body>
  where ChildState.StateReducer.Action == ChildAction {
    ifLet(
      toChildState, action: toChildAction, then: { ChildState.StateReducer.body },
      fileID: fileID, line: line)
  }
}
