/// A subject that replays its last `bufferSize` elements to each new subscriber.
///
/// Replayed elements come first, then the terminal event if there was one, else every later
/// event. `replay(1)` multicasts through one, which is how a reactor's state stream hands its
/// current state to late subscribers.
///
/// ```swift
/// let subject = ReplaySubject<Int>.create(bufferSize: 1)
/// subject.onNext(1)
/// subject.onNext(2)
/// _ = subject.subscribe(onNext: { print($0) })  // prints 2
/// ```
public final class ReplaySubject<Element>: Observable<Element>, ObserverType {
  @usableFromInline let bufferSize: Int
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  // NB: the buffer is the last element apart and the ones before it: a reactor's `replay(1)`
  // replaces its one element on every state, and an `Optional` is replaced in place without
  // the uniqueness check an array's element needs; its `currentState` is read from there.
  @exclusivity(unchecked) @usableFromInline var earlier: [Element] = []
  @exclusivity(unchecked) @usableFromInline var latest: Element?
  @exclusivity(unchecked) @usableFromInline var observers = ObserverBag<Element>()
  @exclusivity(unchecked) @usableFromInline var stopEvent: Event<Element>?

  private init(bufferSize: Int) {
    precondition(bufferSize >= 0, "ReplaySubject: bufferSize must not be negative")
    self.bufferSize = bufferSize
    super.init(.subject)
  }

  /// Creates a subject replaying up to `bufferSize` elements.
  ///
  /// `bufferSize` must not be negative; with 0 the subject replays only its stop event, as
  /// in RxSwift.
  ///
  /// ```swift
  /// let subject = ReplaySubject<String>.create(bufferSize: 2)
  /// ```
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: bufferSize)
  }

  /// Creates a subject replaying every element it has received.
  ///
  /// As RxSwift's: the buffer grows without bound, so keep it for short sequences.
  ///
  /// ```swift
  /// let subject = ReplaySubject<String>.createUnbounded()
  /// ```
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// Whether any observer is subscribed.
  ///
  /// `false` again after every subscription is disposed.
  ///
  /// ```swift
  /// subject.hasObservers
  /// ```
  public var hasObservers: Bool { !observers.isEmpty }

  /// Buffers a `next` element and forwards the event.
  ///
  /// Nothing happens after a terminal event.
  ///
  /// ```swift
  /// subject.onNext(3)
  /// ```
  @inlinable
  public func on(_ event: Event<Element>) {
    guard stopEvent == nil else { return }
    switch event {
    case .next(let element):
      guard bufferSize > 0 else { break }
      if bufferSize > 1, let previous = latest.take() {
        earlier.append(previous)
        if earlier.count >= bufferSize { earlier.removeFirst() }
      }
      latest = element
    case .error, .completed:
      stopEvent = event
    }
    let snapshot = observers.handlers
    if event.isStopEvent { observers.removeAll() }
    ObserverBag.dispatch(event, to: snapshot)
  }

  override func subscribeSubject(
    _ handler: @escaping (Event<Element>) -> Void
  ) -> any Disposable {
    let (earlier, latest) = (self.earlier, self.latest)
    for element in earlier { handler(.next(element)) }
    if let latest { handler(.next(latest)) }
    if let stopEvent {
      handler(stopEvent)
      return NopDisposable()
    }
    let key = observers.insert(handler)
    return AnonymousDisposable { [weak self] in self?.observers.remove(key) }
  }
}
