/// A property wrapper that counts every assignment, the same value included.
///
/// `Reactor.pulse(_:)` emits a pulsed field each time it is assigned, not each time the state
/// changes: one-shot events such as alerts. The count starts at 0; the initial value is not
/// an assignment.
///
/// ```swift
/// struct State {
///   @Pulse var alertMessage: String?
/// }
/// var state = State(alertMessage: nil)
/// state.alertMessage = "Hi"
/// state.alertMessage = "Hi"
/// state.$alertMessage.valueUpdatedCount  // 2
/// ```
@propertyWrapper
public struct Pulse<Value> {
  /// The wrapped value; each assignment increments ``valueUpdatedCount``.
  ///
  /// Same storage as ``wrappedValue``.
  ///
  /// ```swift
  /// state.$alertMessage.value
  /// ```
  public var value: Value {
    didSet { valueUpdatedCount &+= 1 }
  }

  /// How many times the value has been assigned (wrapping on overflow).
  ///
  /// `pulse(_:)` emits when this changes.
  ///
  /// ```swift
  /// state.$alertMessage.valueUpdatedCount
  /// ```
  public internal(set) var valueUpdatedCount: UInt = 0

  /// Wraps `wrappedValue` with a count of 0.
  ///
  /// Called by the compiler for `@Pulse var x = …` and memberwise initialisers.
  ///
  /// ```swift
  /// @Pulse var alertMessage: String? = nil
  /// ```
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The wrapped value.
  ///
  /// Reading does not count; assigning does.
  ///
  /// ```swift
  /// state.alertMessage = "Increased!"
  /// ```
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself, as `$field`, for `reactor.pulse(\.$field)`.
  ///
  /// A copy: assigning through it is not possible.
  ///
  /// ```swift
  /// reactor.pulse(\.$alertMessage)
  /// ```
  public var projectedValue: Pulse<Value> {
    self
  }
}
