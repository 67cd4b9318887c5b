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

extension CasePathable {
  /// Changes the associated value of the case at `keyPath` in place.
  ///
  /// When the value is in another case nothing changes and the misuse is reported (a test
  /// failure in a `TestStore`), as swift-case-paths does.
  ///
  /// ```swift
  /// state.modify(\.loggedIn) { $0.username = "blob" }
  /// ```
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(keyPath)
    guard var value = path.extract(from: self) else {
      RuntimeWarning.emit(
        "\"modify\" at \"\(fileID):\(line)\" found '\(self)' in another case than "
          + "'\(Value.self)' of \(Self.self), so nothing was changed. Check the case first, "
          + "or switch over it.")
      return
    }
    yield(&value)
    self = path.embed(value)
  }
}
