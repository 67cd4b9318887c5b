extension ObservableType {
  /// Resubscribes to the source after each error, forever; completion ends it.
  ///
  /// ```swift
  /// fetch(page).retry()
  /// ```
  public func retry() -> Observable<Element> {
    retrying(attempts: nil)
  }

  /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing after each
  /// error; the last attempt's error is forwarded.
  ///
  /// ```swift
  /// fetch(page).retry(3)  // one try and two retries
  /// ```
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    retrying(attempts: maxAttemptCount)
  }

  private func retrying(attempts: Int?) -> Observable<Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = RetrySink(source: source, attempts: attempts, downstream: downstream)
      sink.moveNext()
      return sink
    })
  }
}

/// RxSwift's `CatchSequenceSink` over one source repeated: the previous subscription is
/// disposed before the next is made, and an error during a subscription waits for it to
/// return (RxSwift's `AsyncLock`), so retrying never recurses.
private final class RetrySink<Element>: Sink<Element> {
  private let source: Observable<Element>
  private var remaining: Int?
  private let subscription = SerialDisposable()
  private var lastError: (any Error)?
  private var isMoving = false
  private var isMoveRequested = false

  init(source: Observable<Element>, attempts: Int?, downstream: @escaping (Event<Element>) -> Void)
  {
    self.source = source
    remaining = attempts
    super.init(downstream: downstream)
  }

  func moveNext() {
    guard !isMoving else {
      isMoveRequested = true
      return
    }
    isMoving = true
    repeat {
      isMoveRequested = false
      subscribeNext()
    } while isMoveRequested && !isDisposed
    isMoving = false
  }

  private func subscribeNext() {
    guard !isDisposed else { return }
    if let count = remaining {
      guard count > 0 else {
        forward(lastError.map { .error($0) } ?? .completed)
        dispose()
        return
      }
      remaining = count - 1
    }
    let next = SingleAssignmentDisposable()
    subscription.replace(with: next)
    next.setDisposable(source.subscribeEvents { [self] in on($0) })
  }

  private func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forward(event)
    case .error(let error):
      lastError = error
      moveNext()
    case .completed:
      forward(event)
      dispose()
    }
  }

  override func disposeSubscriptions() {
    subscription.dispose()
  }
}
