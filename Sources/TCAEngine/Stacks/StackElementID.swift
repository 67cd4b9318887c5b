import Synchronization

#if canImport(Testing)
  import Testing
#endif

/// The identity of an element of a ``StackState``: 0, 1, 2… in the order elements are made.
///
/// As in TCA, a `TestStore` numbers its stack elements from 0, so tests write them as
/// integer literals: `.path(.element(id: 0, action: .saveTapped))`.
///
/// ```swift
/// await store.send(.path(.popFrom(id: 1)))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The element's number.
  ///
  /// ```swift
  /// StackElementID(integerLiteral: 2).generation  // 2
  /// ```
  public let generation: Int

  /// The id numbered `value`.
  ///
  /// ```swift
  /// let id: StackElementID = 0
  /// ```
  public init(integerLiteral value: Int) {
    self.generation = value
  }

  /// Ordered by number.
  ///
  /// ```swift
  /// (0 as StackElementID) < 1  // true
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }

  /// `#0`, as TCA dumps it.
  public var description: String { "#\(generation)" }
}

/// Makes stack element ids: `@Dependency(\.stackElementID)`.
///
/// As in TCA 1.25, whose test value swift-dependencies caches per test, a Swift Testing test
/// has one counter from 0 shared by its body and its test stores: `StackState([a, b])` built
/// in the test takes #0 and #1, and the store's first push is #2, so an initial stack never
/// collides with a push. The counter is keyed by the running `Test`, so the cases of a
/// parameterized test share one. Outside Swift Testing (XCTest, which the engine does not
/// link, or no test at all) ids come from one counter for the process, as TCA's live value.
///
/// ```swift
/// @Dependency(\.stackElementID) var nextID
/// let id = nextID()
/// ```
public struct StackElementIDGenerator: Sendable {
  private let counter: Counter

  /// A generator counting from 0.
  ///
  /// ```swift
  /// let ids = StackElementIDGenerator.incrementing()
  /// ids()  // #0
  /// ```
  public static func incrementing() -> Self {
    Self(counter: Counter())
  }

  /// The next id.
  ///
  /// ```swift
  /// nextID()  // #1
  /// ```
  public func callAsFunction() -> StackElementID {
    StackElementID(integerLiteral: counter.next())
  }

  /// A generator whose first id is `first`, as TCA's test store gives an assertion closure.
  static func incrementing(from first: StackElementID) -> Self {
    Self(counter: Counter(first.generation))
  }

  /// The id the next call will return, without taking it.
  func peek() -> StackElementID {
    StackElementID(integerLiteral: counter.peek())
  }

  static let process = incrementing()

  /// The counter of the running Swift Testing test, made on first use; else ``process``.
  static var forCurrentTest: Self {
    #if canImport(Testing)
      if let test = Test.current {
        return perTest.withLock { counters in
          if let counter = counters[test.id] { return Self(counter: counter) }
          let counter = Counter()
          counters[test.id] = counter
          return Self(counter: counter)
        }
      }
    #endif
    return process
  }

  #if canImport(Testing)
    // NB: A cache keyed by test, as swift-dependencies' per-test cache: parallel tests each
    // read their own entry, so none sees another's ids.
    private static let perTest = Mutex<[Test.ID: Counter]>([:])
  #endif

  final class Counter: Sendable {
    private let value: Atomic<Int>

    init(_ first: Int = 0) {
      value = Atomic(first)
    }

    func next() -> Int {
      value.add(1, ordering: .relaxed).oldValue
    }

    func peek() -> Int {
      value.load(ordering: .relaxed)
    }
  }
}

extension DependencyValues {
  /// The generator of stack element ids; see ``StackElementIDGenerator``.
  ///
  /// ```swift
  /// TestStore(initialState: …) { … } withDependencies: { $0.stackElementID = .incrementing() }
  /// ```
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}

private enum StackElementIDKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .process }
  static var testValue: StackElementIDGenerator { .forCurrentTest }
}
