/// Fetches a fact about a number: the dependency ``TimerCounterFeature`` reads as
/// `@Dependency(\.numberFact)`, as in TCA's tutorial.
///
/// The engine's own value is a fake with a real request's shape: it answers
/// `"\(n) is a good number."` one second after the call, on the `continuousClock` dependency,
/// so on a ``TestClock`` the answer comes exactly when time is advanced. It is the live and
/// the test value; a test only has to put in the clock.
///
/// ```swift
/// @Dependency(\.numberFact) var numberFact
/// try await send(.factResponse(numberFact.fetch(count)))
/// ```
public struct NumberFactClient: Sendable {
  /// Fetches the fact about a number.
  public var fetch: @Sendable (_ number: Int) async throws -> String

  /// A client fetching with `fetch`.
  public init(fetch: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fetch = fetch
  }

  /// How long the fake takes to answer.
  public static let latency = Duration.seconds(1)

  /// The fake's answer for `number`.
  public static func fact(about number: Int) -> String {
    "\(number) is a good number."
  }
}

extension NumberFactClient: DependencyKey {
  /// The fake: ``fact(about:)`` after ``latency`` on the `continuousClock` dependency.
  public static let liveValue = Self { number in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: latency)
    return fact(about: number)
  }

  /// The fake too: it is deterministic on the injected clock.
  public static let testValue = liveValue
}

extension DependencyValues {
  /// The number-fact client.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
