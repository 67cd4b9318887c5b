/// An action type with a case for the actions its view sends: `case view(View)`.
///
/// As in TCA, the view's actions live in a nested enum, so the reducer can tell them from the
/// ones effects send back. A test sends them as any other: `send(.view(.tapped))`.
///
/// ```swift
/// enum Action: ViewAction {
///   case response(Int)
///   case view(View)
///   enum View { case tapped }
/// }
/// await store.send(.view(.tapped)) { $0.isLoading = true }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction
  /// Embeds a view action: the `view` case.
  static func view(_ action: ViewAction) -> Self
}

/// A type holding a store whose actions have a `view` case, which sends view actions to it
/// directly: `send(.tapped)` for `store.send(.view(.tapped))`.
///
/// What TCA's `@ViewAction(for:)` macro makes a view conform to; without SwiftUI, any type
/// holding the store can adopt it.
///
/// ```swift
/// struct CounterPanel: ViewActionSending {
///   let store: StoreOf<Counter>
/// }
/// CounterPanel(store: store).send(.incrementTapped)
/// ```
@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The action of the store, with its `view` case.
  associatedtype StoreAction: ViewAction
  /// The store view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends `action` to the store, embedded in its `view` case.
  ///
  /// ```swift
  /// send(.incrementTapped)
  /// ```
  public func send(_ action: StoreAction.ViewAction) {
    store.send(.view(action))
  }
}
