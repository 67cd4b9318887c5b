/// A virtual time in ticks of a ``TestScheduler``, as RxTest's `TestTime`.
public typealias TestTime = Int

/// A virtual-time scheduler for marble tests, with RxTest's API and rules.
///
/// Its clock counts ticks (one second each unless `resolution` says otherwise). Work scheduled
/// for now or earlier runs one tick later (`simulateProcessingDelay`, on by default, as in
/// RxTest); ``scheduleAt(_:action:)`` runs at the exact tick. Bind it as
/// `MainScheduler.instance` with ``VirtualTimeScheduler/withMain(_:operation:)``.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// res.events       // [.next(210, 10), .next(220, 20), .completed(300)]
/// xs.subscriptions // [Subscription(200, 300)]
/// ```
public final class TestScheduler: VirtualTimeScheduler {
  /// The times ``start(_:)`` creates, subscribes and disposes at.
  public enum Defaults {
    /// When the sequence is created: 100.
    public static let created = 100
    /// When it is subscribed: 200.
    public static let subscribed = 200
    /// When the subscription is disposed: 1000.
    public static let disposed = 1000
  }

  /// Creates a scheduler whose clock reads `initialClock` ticks of `resolution` seconds.
  ///
  /// With `simulateProcessingDelay`, work scheduled for now or earlier runs at the next tick.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // 1 tick = 1 ms
  /// ```
  public init(initialClock: TestTime, resolution: Double = 1, simulateProcessingDelay: Bool = true)
  {
    let tick = Int128((resolution * 1_000_000_000).rounded())
    precondition(tick > 0, "TestScheduler: the resolution must be at least a nanosecond")
    super.init(
      initialNanoseconds: Int128(initialClock) * tick,
      ticks: TestTicks(nanoseconds: tick, simulatesProcessingDelay: simulateProcessingDelay))
  }

  private var tickLength: TestTicks {
    // NB: set by the only initialiser.
    guard let ticks else { preconditionFailure("TestScheduler without ticks") }
    return ticks
  }

  /// The clock, in ticks.
  public var clock: TestTime { tickLength.ticks(clockNanoseconds) }

  /// Runs `action` at the tick `time` exactly (a past tick: as soon as the clock runs).
  ///
  /// ```swift
  /// scheduler.scheduleAt(300) { subject.onNext(3) }
  /// ```
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Queues `action` with `state` at the tick `time`, unadjusted; disposing cancels it.
  ///
  /// ```swift
  /// _ = scheduler.scheduleAbsoluteVirtual((), time: 300) { _ in Disposables.create() }
  /// ```
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: TestTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let item = VirtualTimeItem { action(state) }
    enqueue(item, at: Int128(time) * tickLength.nanoseconds)
    return item
  }

  /// Queues `action` with `state` `dueTime` ticks from now (a cold observable's offsets).
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in Disposables.create() }
  /// ```
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
  }

  /// Runs the work due up to the tick `time`, then sets the clock to it.
  ///
  /// Called from scheduled work, or with a past tick, it stops the program.
  ///
  /// ```swift
  /// scheduler.advanceTo(300)
  /// ```
  public func advanceTo(_ time: TestTime) {
    advance(toNanoseconds: Int128(time) * tickLength.nanoseconds)
  }

  /// A hot observable: sends `events` at their ticks to whoever is subscribed then.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
  /// ```
  public func createHotObservable<Element>(
    _ events: [Recorded<Event<Element>>]
  ) -> TestableObservable<Element> {
    HotObservable(testScheduler: self, recordedEvents: events)
  }

  /// A cold observable: sends `events` at their ticks counted from each subscription.
  ///
  /// ```swift
  /// let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
  /// ```
  public func createColdObservable<Element>(
    _ events: [Recorded<Event<Element>>]
  ) -> TestableObservable<Element> {
    ColdObservable(testScheduler: self, recordedEvents: events)
  }

  /// An observer that records each event with the tick it arrived at.
  ///
  /// ```swift
  /// let observer = scheduler.createObserver(Int.self)
  /// ```
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
  /// runs the clock until no work is left, and returns what the subscription received.
  ///
  /// ```swift
  /// let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }
  /// ```
  public func start<Element, Sequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> Sequence
  ) -> TestableObserver<Element> where Sequence.Element == Element {
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// ``start(created:subscribed:disposed:create:)`` created at 100 and subscribed at 200.
  ///
  /// ```swift
  /// let res = scheduler.start(disposed: 400) { xs.asObservable() }
  /// ```
  public func start<Element, Sequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> Sequence
  ) -> TestableObserver<Element> where Sequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// ``start(created:subscribed:disposed:create:)`` at 100, 200 and 1000.
  ///
  /// ```swift
  /// let res = scheduler.start { xs.filter { $0 > 1 } }
  /// ```
  public func start<Element, Sequence: ObservableConvertibleType>(
    _ create: @escaping () -> Sequence
  ) -> TestableObserver<Element> where Sequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }
}
