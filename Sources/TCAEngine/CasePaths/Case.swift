/// A key-path root that makes `\.someCase` on an enum a key path to its case.
///
/// `Case<Value>` is to enums what the value itself is to structs: its dynamic members are the
/// cases of a ``CasePathable`` `Value`, so `\Case<Action>.counter` (spelled `\.counter` where a
/// ``CaseKeyPath`` is expected) is an ordinary, hashable `KeyPath`. Each `Case` carries the
/// composed embed/extract functions from the key path's root to its value.
///
/// ```swift
/// let keyPath: CaseKeyPath<Action, CounterAction> = \.counter
/// keyPath(.incrementButtonTapped)  // Action.counter(.incrementButtonTapped)
/// ```
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let box: any _CaseBoxing<Value>

  init(box: any _CaseBoxing<Value>) {
    self.box = box
  }

  /// The identity case path of `Value`: the root every case key path starts from.
  ///
  /// Evaluating a ``CaseKeyPath`` against it yields the composed case.
  ///
  /// ```swift
  /// Case<Action>()[keyPath: \.counter]
  /// ```
  public init() {
    self.box = _CaseBox<Value, Value>(AnyCasePath(embed: { $0 }, extract: { $0 }), isIdentity: true)
  }

  /// The case of `Value` named by a member of its `AllCasePaths`.
  ///
  /// This is what lets `\.counter` resolve as a case key path.
  ///
  /// ```swift
  /// let keyPath: CaseKeyPath<Action, CounterAction> = \.counter
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    Case<Member>(box: box.appending(Value.allCasePaths[keyPath: keyPath]))
  }
}

/// A key path from an enum to one of its cases: `\.counter` where the seed writes it.
///
/// A plain `KeyPath` between ``Case`` values, so it is hashable and composes with `.`
/// (`\.child.grandchild`). Apply it with ``AnyCasePath/init(_:)`` or by calling it to embed.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { CounterScopeFeature() }
/// ```
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

extension AnyCasePath {
  /// The case path a case key path describes.
  ///
  /// Evaluates the key path once; the result embeds and extracts without touching key paths
  /// again, which is why reducers and stores convert at creation time.
  ///
  /// ```swift
  /// let counter = AnyCasePath(\Action.Cases.counter)
  /// ```
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let box = Case<Root>()[keyPath: keyPath].box
    // NB: Every `Case` reached from `Case<Root>()` is built by `_CaseBox<Root, _>.appending`,
    // so its box is always rooted at `Root`.
    guard let rooted = box as? _CaseBox<Root, Value> else {
      preconditionFailure("A case key path's box is not rooted at \(Root.self)")
    }
    self = rooted.path
  }
}

extension KeyPath {
  /// Embeds a value into the case this case key path names.
  ///
  /// case-paths' call syntax for construction.
  ///
  /// ```swift
  /// (\Action.Cases.counter)(.incrementButtonTapped)  // .counter(.incrementButtonTapped)
  /// ```
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    AnyCasePath(self).embed(value)
  }
}

// MARK: - Boxes

/// Storage behind `Case`: the composed case path from some root to `Value`.
///
/// NB: A protocol with a generic `appending` keeps the root's static type inside the box, so
/// composed paths never go through `Any`.
protocol _CaseBoxing<Value>: Sendable {
  associatedtype Value
  func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any _CaseBoxing<Member>
}

struct _CaseBox<Root, Value>: _CaseBoxing {
  let path: AnyCasePath<Root, Value>
  let isIdentity: Bool

  init(_ path: AnyCasePath<Root, Value>, isIdentity: Bool = false) {
    self.path = path
    self.isIdentity = isIdentity
  }

  func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any _CaseBoxing<Member> {
    // NB: Appending to the identity keeps `next` itself rather than wrapping it, so a
    // one-level case key path embeds and extracts with a single closure call.
    if isIdentity, let next = next as? AnyCasePath<Root, Member> {
      return _CaseBox<Root, Member>(next)
    }
    let path = self.path
    return _CaseBox<Root, Member>(
      AnyCasePath(
        embed: { path.embed(next.embed($0)) },
        extract: { path.extract(from: $0).flatMap(next.extract(from:)) }
      )
    )
  }
}
