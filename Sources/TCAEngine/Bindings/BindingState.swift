/// A field of state that views can write through a binding: TCA's older `@BindingState`.
///
/// Its projected value (`$text`) is what `BindingAction.set(\.$text, "x")` takes. Equality,
/// hashing and dumps see only the value.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var text = ""
/// }
/// ```
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  ///
  /// ```swift
  /// state.text = "x"
  /// ```
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  ///
  /// ```swift
  /// @BindingState var isOn = false
  /// ```
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$text` is its key path.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.$text, "x")
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: CustomReflectable {
  /// Reflects as the value itself.
  ///
  /// ```swift
  /// Mirror(reflecting: BindingState(wrappedValue: 1)).subjectType  // Int.self
  /// ```
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}
