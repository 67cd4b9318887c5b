/// A property wrapper for the state of a presented child: a sheet, an alert, a destination.
///
/// TCA's `@PresentationState` (SPEC §10 maps `@Presents` to it). Holds an optional child;
/// its projected value (`$destination`) is what `ifLet(\.$destination, action: …)` takes.
/// Equality, hashing and dumps see only the child, so a `TestStore` diff shows the child as
/// if the property were a plain optional.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// ```
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child, or `nil` when nothing is presented.
  ///
  /// ```swift
  /// state.destination = .editor(Editor.State())
  /// ```
  public var wrappedValue: State?

  /// The child the presentation reducer last saw presented, so it can tell when it changes.
  var presentedID: NavigationIDPath?

  /// Wraps `wrappedValue`.
  ///
  /// ```swift
  /// @PresentationState var alert: AlertState<Action.Alert>? = nil
  /// ```
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$destination` is its key path.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented child's value in case `path`, or `nil` (nothing presented, or another
  /// case).
  ///
  /// ```swift
  /// state.$destination[case: \.editor]?.text
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? {
    get { wrappedValue.flatMap { AnyCasePath(path).extract(from: $0) } }
    set {
      let path = AnyCasePath(path)
      guard let newValue, let current = wrappedValue, path.extract(from: current) != nil else {
        return
      }
      wrappedValue = path.embed(newValue)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented children are equal.
  ///
  /// ```swift
  /// PresentationState(wrappedValue: 1) == PresentationState(wrappedValue: 1)  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented child only.
  ///
  /// ```swift
  /// Set([PresentationState(wrappedValue: 1)])
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  /// Reflects as the optional child, so dumps and diffs show `nil` or the child.
  ///
  /// ```swift
  /// Mirror(reflecting: PresentationState<Int>(wrappedValue: nil)).displayStyle  // .optional
  /// ```
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
