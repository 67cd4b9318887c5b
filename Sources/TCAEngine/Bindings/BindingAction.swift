/// An action that writes one field of `Root`: what a view's binding sends.
///
/// TCA's `BindingAction`. Made with ``set(_:_:)-(WritableKeyPath<Root,Value>,_)``, applied by
/// ``BindingReducer``, compared by key path and value, and matched in a `switch` by key path
/// (`case .binding(\.text):`).
///
/// ```swift
/// store.send(.binding(.set(\.text, "milk")))
/// store.send(\.binding.text, "milk")  // the same, as TCA's tests write it
/// ```
public struct BindingAction<Root>: @unchecked Sendable {
  // NB: `@unchecked`: the key path is immutable and the value `Sendable`; `PartialKeyPath`
  // is just not marked.
  /// The field written.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  let write: @Sendable (inout Root) -> Void
  let isEqual: @Sendable (any Sendable) -> Bool

  init<Value: Equatable & Sendable>(
    keyPath: PartialKeyPath<Root>, value: Value, write: @escaping @Sendable (inout Root) -> Void
  ) {
    self.keyPath = keyPath
    self.value = value
    self.write = write
    self.isEqual = { ($0 as? Value) == value }
  }

  /// Writes `value` to the field at `keyPath`.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.text, "milk")
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self where Root: ObservableState {
    writing(value, at: keyPath)
  }

  // NB: Unconstrained, so its closure captures no `ObservableState` conformance.
  static func writing<Value: Equatable & Sendable>(
    _ value: Value, at keyPath: WritableKeyPath<Root, Value>
  ) -> Self {
    let sendableKeyPath = UncheckedKeyPath(keyPath)
    return Self(keyPath: keyPath, value: value) { $0[keyPath: sendableKeyPath.keyPath] = value }
  }

  /// Writes `value` to the `@BindingState` field at `keyPath` (TCA's older form).
  ///
  /// ```swift
  /// BindingAction<State>.set(\.$text, "milk")
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
  ) -> Self {
    let sendableKeyPath = UncheckedKeyPath(keyPath)
    return Self(keyPath: keyPath, value: value) {
      $0[keyPath: sendableKeyPath.keyPath].wrappedValue = value
    }
  }

  /// Writes the field into `root`.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.text, "milk").apply(to: &state)
  /// ```
  public func apply(to root: inout Root) {
    write(&root)
  }

  /// Whether `action` writes the field at `keyPath`, for `switch` patterns.
  ///
  /// ```swift
  /// case .binding(\.text): return .send(.search)
  /// ```
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  /// Equal when both write the same field with equal values.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.text, "a") == .set(\.text, "a")  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }
}

extension BindingAction: CustomReflectable {
  /// Reflects as the enum case TCA dumps: `.set(\State.text, "milk")`.
  ///
  /// ```swift
  /// Mirror(reflecting: BindingAction<State>.set(\.text, "a")).displayStyle  // .enum
  /// ```
  public var customMirror: Mirror {
    Mirror(self, children: [("set", (keyPath, value))], displayStyle: .enum)
  }
}

extension BindingAction: CasePathable {
  /// The case paths of ``BindingAction``: one per writable field of an observable `Root`,
  /// so `\.binding.text` is a case key path as in TCA 1.x.
  ///
  /// ```swift
  /// store.send(\.binding.text, "milk")
  /// store.receive(\.binding.text)
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding action writing the field at `keyPath`.
    ///
    /// ```swift
    /// let text: CaseKeyPath<BindingAction<State>, String> = \.text
    /// ```
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      Self.casePath(keyPath)
    }

    private static func casePath<Value: Equatable & Sendable>(
      _ keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let sendableKeyPath = UncheckedKeyPath(keyPath)
      return AnyCasePath(
        embed: { .writing($0, at: sendableKeyPath.keyPath) },
        extract: { $0.keyPath == sendableKeyPath.keyPath ? $0.value as? Value : nil })
    }
  }

  /// The case paths of every field.
  ///
  /// ```swift
  /// BindingAction<State>.allCasePaths.text
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A key path carried into `@Sendable` closures.
///
/// NB: Key paths are immutable; the generic `WritableKeyPath` is just not marked `Sendable`.
struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: WritableKeyPath<Root, Value>

  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }
}
