#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tells the current date: the system's live, a fixed one in tests.
///
/// Read it with `@Dependency(\.date)` and call it (or read `now`); override it with
/// ``constant(_:)``.
///
/// ```swift
/// @Dependency(\.date.now) var now
/// // in the test: withDependencies: { $0.date = .constant(Date(timeIntervalSince1970: 0)) }
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator calling `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date.
  public func callAsFunction() -> Date {
    generate()
  }

  /// The current date; setting it fixes every later date to the new value.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// A generator that always returns `now`.
  public static func constant(_ now: Date) -> Self {
    Self { now }
  }
}

extension DependencyValues {
  /// The date generator: the system's date live; a test has no default and must set one.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
}
