/// A fake number-fact service: answers on the main scheduler after a fixed latency.
///
/// The answer depends only on the number, the same rule the TCA side's fact client uses, so
/// both engines load the same fact at the same virtual instant.
///
/// ```swift
/// NumberFactClient().fact(for: 3)  // "3 is a good number." one second later
/// ```
public struct NumberFactClient: Sendable {
  /// How long a request takes.
  ///
  /// ```swift
  /// NumberFactClient.latency  // .seconds(1)
  /// ```
  public static let latency: RxTimeInterval = .seconds(1)

  /// The fact the service answers for `number`.
  ///
  /// ```swift
  /// NumberFactClient.answer(for: 3)  // "3 is a good number."
  /// ```
  public static func answer(for number: Int) -> String {
    "\(number) is a good number."
  }

  /// Creates the client.
  ///
  /// ```swift
  /// let client = NumberFactClient()
  /// ```
  public init() {}

  /// The fact for `number`, sent ``latency`` after subscribing, then completion.
  ///
  /// Runs on `MainScheduler.instance`; disposing before the answer cancels it.
  ///
  /// ```swift
  /// client.fact(for: reactor.currentState.count).map { Mutation.setFact($0) }
  /// ```
  public func fact(for number: Int) -> Observable<String> {
    let answer = Self.answer(for: number)
    return Observable<Int>.timer(Self.latency, scheduler: MainScheduler.instance)
      .map { _ in answer }
  }
}
