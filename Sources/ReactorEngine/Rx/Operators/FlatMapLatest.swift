extension ObservableType {
  /// Maps each element to an observable and forwards only the newest one's elements.
  ///
  /// A new element subscribes its inner sequence after disposing the previous one (RxSwift's
  /// `switch`). The result completes once this sequence has completed and the newest inner one
  /// has too; an error of this sequence or of the newest inner one is forwarded.
  ///
  /// ```swift
  /// queries.flatMapLatest { query in client.search(query) }
  /// ```
  public func flatMapLatest<Inner: ObservableType>(
    _ selector: @escaping (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()
    return Observable(producer: { downstream in
      let sink = SwitchSink<Element, Inner.Element>(
        selector: { try selector($0).asObservable() }, downstream: downstream)
      sink.run(source)
      return sink
    })
  }
}

/// Numbers each inner subscription; only the one with the latest number may forward.
private final class SwitchSink<Source, Element>: Disposable {
  private let selector: (Source) throws -> Observable<Element>
  private let downstream: (Event<Element>) -> Void
  private let outer = SingleAssignmentDisposable()
  private let inner = SerialDisposable()
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  @exclusivity(unchecked) private var latest = 0
  @exclusivity(unchecked) private var hasLatest = false
  @exclusivity(unchecked) private var isStopped = false
  @exclusivity(unchecked) private var isDisposed = false

  init(
    selector: @escaping (Source) throws -> Observable<Element>,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.selector = selector
    self.downstream = downstream
  }

  func run(_ source: Observable<Source>) {
    outer.setDisposable(source.subscribeEvents { [self] event in onOuter(event) })
  }

  private func onOuter(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      let observable: Observable<Element>
      do {
        observable = try selector(element)
      } catch {
        forward(.error(error))
        dispose()
        return
      }
      hasLatest = true
      latest &+= 1
      let id = latest
      let slot = SingleAssignmentDisposable()
      inner.replace(with: slot)
      slot.setDisposable(
        observable.subscribeEvents { [self] event in onInner(event, id: id, slot: slot) })
    case .error(let error):
      forward(.error(error))
      dispose()
    case .completed:
      isStopped = true
      outer.dispose()
      if !hasLatest {
        forward(.completed)
        dispose()
      }
    }
  }

  private func onInner(_ event: Event<Element>, id: Int, slot: SingleAssignmentDisposable) {
    if event.isStopEvent { slot.dispose() }
    guard latest == id else { return }
    switch event {
    case .next:
      forward(event)
    case .error:
      forward(event)
      dispose()
    case .completed:
      hasLatest = false
      if isStopped {
        forward(event)
        dispose()
      }
    }
  }

  private func forward(_ event: Event<Element>) {
    guard !isDisposed else { return }
    downstream(event)
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    outer.dispose()
    inner.dispose()
  }
}
