/// Two reducers run one after the other: what a two-statement body builds.
///
/// Effects of both are merged, `first`'s first.
///
/// ```swift
/// // var body: some ReducerOf<Self> { A(); B() }  is  _Sequence(A(), B())
/// ```
public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable
  init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  /// Runs both reducers in order and merges their effects.
  ///
  /// The second sees the first's changes.
  ///
  /// ```swift
  /// _Sequence(a, b).reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    let second = r1.reduce(into: &state, action: action)
    return first.merge(with: second)
  }
}

/// One of two reducers, chosen by an `if`/`else` in a body.
///
/// Only the held reducer runs.
///
/// ```swift
/// // if flag { A() } else { B() }
/// ```
public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  /// The `if` branch.
  ///
  /// Built by ``ReducerBuilder/buildEither(first:)``.
  ///
  /// ```swift
  /// _Conditional<A, B>.first(A())
  /// ```
  case first(First)

  /// The `else` branch.
  ///
  /// Built by ``ReducerBuilder/buildEither(second:)``.
  ///
  /// ```swift
  /// _Conditional<A, B>.second(B())
  /// ```
  case second(Second)

  /// Runs the held reducer.
  ///
  /// The other branch is never consulted.
  ///
  /// ```swift
  /// _Conditional<A, B>.first(A()).reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// The reducers of a `for` loop in a body, run in order.
///
/// Their effects merge.
///
/// ```swift
/// // for step in [1, 2] { Reduce { … } }
/// ```
public struct _SequenceMany<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable
  init(_ reducers: [Element]) {
    self.reducers = reducers
  }

  /// Runs every reducer in order and merges their effects.
  ///
  /// Each sees the changes of those before it.
  ///
  /// ```swift
  /// _SequenceMany([a, b]).reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action)
    -> Effect<Element.Action>
  {
    var effect = Effect<Element.Action>.none
    for reducer in reducers {
      effect = effect.merge(with: reducer.reduce(into: &state, action: action))
    }
    return effect
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, or does nothing when `nil`: an `if` without `else`.
  ///
  /// Returns `.none` when there is no reducer.
  ///
  /// ```swift
  /// Optional(Reduce<Int, Void> { state, _ in state += 1; return .none })
  /// ```
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> Effect<Wrapped.Action>
  {
    switch self {
    case let .some(wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
