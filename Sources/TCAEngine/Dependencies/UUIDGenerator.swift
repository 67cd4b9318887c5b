#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import Synchronization

/// Makes UUIDs: random ones live, predictable ones in tests.
///
/// Read it with `@Dependency(\.uuid)` and call it; override it with ``incrementing`` so a test
/// knows every identifier in advance.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// state.todos.append(Todo(id: uuid()))
/// // in the test: withDependencies: { $0.uuid = .incrementing }
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator calling `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A new UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// A generator that always returns `uuid`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A generator counting from `00000000-0000-0000-0000-000000000000` up by one per call.
  ///
  /// Each use of `.incrementing` starts its own count.
  ///
  /// ```swift
  /// let uuid = UUIDGenerator.incrementing
  /// uuid()  // 00000000-0000-0000-0000-000000000000
  /// uuid()  // 00000000-0000-0000-0000-000000000001
  /// ```
  public static var incrementing: Self {
    let counter = Counter()
    return Self { UUID(counter.next()) }
  }
}

extension UUID {
  /// The UUID whose last sixteen hexadecimal digits are `intValue`, as ``UUIDGenerator``
  /// counts; a negative value sets the digit before them.
  ///
  /// ```swift
  /// UUID(1)  // 00000000-0000-0000-0000-000000000001
  /// ```
  public init(_ intValue: Int) {
    let magnitude = intValue.magnitude
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { raw in
      if intValue < 0 { raw[7] = 1 }
      for index in 0..<8 { raw[15 - index] = UInt8(truncatingIfNeeded: magnitude >> (8 * index)) }
    }
    self.init(uuid: bytes)
  }
}

/// The shared count of an incrementing generator.
private final class Counter: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    value.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}

extension DependencyValues {
  /// The UUID generator: random UUIDs live; a test has no default and must set one.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
}
