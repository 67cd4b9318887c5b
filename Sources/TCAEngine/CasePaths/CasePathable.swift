/// An enum whose cases can be addressed by case key paths such as `\.counter`.
///
/// What the `@CasePathable` macro generates, written by hand: an `AllCasePaths` type with one
/// ``AnyCasePath`` member per case, and a static ``allCasePaths`` instance of it. With that in
/// place, `\Action.Cases.counter`-style key paths (``CaseKeyPath``) resolve, so
/// `Scope(state: \.counter, action: \.counter)` compiles as written.
///
/// ```swift
/// extension Action: CasePathable {
///   struct AllCasePaths {
///     var counter: AnyCasePath<Action, CounterAction> {
///       AnyCasePath(
///         embed: { .counter($0) },
///         extract: { if case let .counter(value) = $0 { value } else { nil } }
///       )
///     }
///   }
///   static var allCasePaths: AllCasePaths { AllCasePaths() }
/// }
/// ```
public protocol CasePathable {
  /// The type holding one case path per case of the enum.
  ///
  /// Each member is an ``AnyCasePath`` from the enum to that case's associated value
  /// (`Void` for a case without one).
  ///
  /// ```swift
  /// struct AllCasePaths { var counter: AnyCasePath<Action, CounterAction> { … } }
  /// ```
  associatedtype AllCasePaths

  /// The case paths of every case.
  ///
  /// Case key paths look their members up here.
  ///
  /// ```swift
  /// Action.allCasePaths.counter.embed(.incrementButtonTapped)
  /// ```
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The associated value of the case `keyPath` names, or `nil` for any other case.
  ///
  /// The subscript spelling case-paths uses for extraction.
  ///
  /// ```swift
  /// Action.counter(.incrementButtonTapped)[case: \.counter]  // .incrementButtonTapped
  /// ```
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    AnyCasePath(keyPath).extract(from: self)
  }

  /// Whether this value is the case `keyPath` names.
  ///
  /// Handy in tests and in `Reduce` when only the case matters.
  ///
  /// ```swift
  /// Action.resetButtonTapped.is(\.counter)  // false
  /// ```
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    self[case: keyPath] != nil
  }
}
