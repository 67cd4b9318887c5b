/// An action with a case for binding actions: `case binding(BindingAction<State>)`.
///
/// As in TCA, the enum case satisfies ``binding(_:)``; ``binding`` (the case's value) and
/// ``set(_:_:)-(WritableKeyPath<State,Value>,_)`` come with the protocol.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions write.
  associatedtype State

  /// Embeds a binding action; the `binding` case itself.
  ///
  /// ```swift
  /// Action.binding(.set(\.text, "x"))
  /// ```
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, or `nil` for other cases.
  ///
  /// ```swift
  /// Action.saveButtonTapped.binding  // nil
  /// ```
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The value of the `binding` case, found by reflection as TCA does for the macro's case.
  ///
  /// ```swift
  /// Action.binding(.set(\.text, "x")).binding  // .set(\.text, "x")
  /// ```
  public var binding: BindingAction<State>? {
    Mirror(reflecting: self).children.first { $0.label == "binding" }?.value
      as? BindingAction<State>
  }

  /// The binding action writing `value` to the field at `keyPath`.
  ///
  /// ```swift
  /// store.send(.set(\.text, "x"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self where State: ObservableState {
    binding(.set(keyPath, value))
  }

  /// The binding action writing `value` to the `@BindingState` field at `keyPath`.
  ///
  /// ```swift
  /// store.send(.set(\.$text, "x"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
