/// When a test observable was subscribed and, if it was, disposed (RxTest's `Subscription`).
///
/// ```swift
/// #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400)])  // 400: never disposed
/// ```
public struct Subscription: Hashable, CustomDebugStringConvertible {
  /// The tick of the subscription.
  public let subscribe: Int
  /// The tick of the disposal, `Int.max` while not disposed.
  public let unsubscribe: Int

  /// A subscription at `subscribe` that was never disposed.
  public init(_ subscribe: Int) {
    self.init(subscribe, .max)
  }

  /// A subscription at `subscribe`, disposed at `unsubscribe`.
  public init(_ subscribe: Int, _ unsubscribe: Int) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(subscribe: unsubscribe)`, with `Infinity` while not disposed, as RxTest prints it.
  public var debugDescription: String {
    "(\(subscribe): \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}
